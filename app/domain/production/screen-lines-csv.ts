import { toCsv } from '#app/domain/common/csv.ts'
import { formatInches } from '#app/domain/order/screen-size.ts'
import type { SizedItem } from '#app/domain/order/order-display.ts'

type CsvLine = SizedItem & {
	/** The room or window; an order line may have none. */
	label: string | null
	quantity: number
	unit_price_cents: number
	line_total_cents: number
}

const cents = (value: number) => (value / 100).toFixed(2)

/**
 * A quote's or an order's lines as the CSV attached to its e-mails: the job-list template's
 * columns (so the file can be pasted back as a job list) plus the prices in dollars.
 */
export function screenLinesCsv(lines: readonly CsvLine[]): string {
	return toCsv([
		[
			'label',
			'width',
			'width fraction',
			'height',
			'height fraction',
			'quantity',
			'size',
			'unit price',
			'line total',
		],
		...lines.map((line) => [
			line.label,
			line.width,
			line.width_sixteenths,
			line.height,
			line.height_sixteenths,
			line.quantity,
			`${formatInches(line.width, line.width_sixteenths)} x ${formatInches(line.height, line.height_sixteenths)}`,
			cents(line.unit_price_cents),
			cents(line.line_total_cents),
		]),
	])
}
