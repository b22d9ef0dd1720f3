// What a change to a paid order does (order-change.ts), in words for the order's history.
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import type { CurrentLine, RepricedOrder } from '#app/domain/order/order-change.ts'
import { formatDimensions, fromSizeRow } from '#app/domain/order/screen-size.ts'

/**
 * What a change does, in words for the order's history: each changed or removed line (by its
 * number and label) and the new address, e.g. 'line 1 (Kitchen): size 30" x 40" -> 30" x 38"'.
 */
export function describeChange(
	current: readonly CurrentLine[],
	order: RepricedOrder,
	shipTo: ShippingAddress | null,
): string[] {
	const parts: string[] = []
	for (const [index, line] of current.entries()) {
		const name = `line ${index + 1}${line.label ? ` (${line.label})` : ''}`
		if (order.removedItemIds.includes(line.id)) {
			parts.push(`${name}: removed`)
			continue
		}
		const changed = order.lines.find((each) => each.itemId === line.id)
		if (!changed?.changed.length) continue
		const what: string[] = []
		if (changed.changed.includes('size')) {
			what.push(`size ${formatDimensions(fromSizeRow(line))} -> ${formatDimensions(changed.size)}`)
		}
		if (changed.changed.includes('quantity')) {
			what.push(`quantity ${line.quantity} -> ${changed.quantity}`)
		}
		if (changed.changed.includes('label')) {
			what.push(`label ${line.label ?? '(none)'} -> ${changed.label ?? '(none)'}`)
		}
		parts.push(`${name}: ${what.join(', ')}`)
	}
	if (shipTo) {
		parts.push(
			`ships to ${[shipTo.line1, shipTo.city, shipTo.state, shipTo.postalCode].join(', ')}`,
		)
	}
	return parts
}
