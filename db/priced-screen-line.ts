// The columns a priced line of screens shares in order_items and quote_lines.
/**
 * A priced line of screens as order_items and quote_lines store it (db/migrations/columns.ts):
 * sizes in whole inches plus sixteenths, prices in integer cents.
 */
export type PricedScreenLineColumns = {
	width: number
	width_sixteenths: number
	height: number
	height_sixteenths: number
	quantity: number
	unit_price_cents: number
	line_total_cents: number
}
