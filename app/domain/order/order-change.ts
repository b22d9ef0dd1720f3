// Changing a paid order's lines and address (issue 27): which edits are acceptable, and what the
// order costs once they are made. One rule for the customer's pages and the back office; the
// server runs it on every change and ignores any price the browser shows. The new address of a
// change: order-change-address.ts; a change in words for the history: order-change-description.ts.
//
// Repricing, in integer cents, "with the price rules the order was placed under":
// - a line left alone, or whose label alone changes, keeps the unit price paid (order_items);
// - a line whose quantity alone changes keeps the unit price paid, times the new quantity;
// - a line whose size changes is priced by the price rule (unitPriceCents in pricing.ts);
// - a contractor's quote order keeps its quote's discount rule: the quote's basis points off the
//   lines at list price (discountCents in domain/quote/volume-pricing.ts), as when it was quoted;
// - tax and shipping as at checkout (orderTotals in domain/shipping/shipping.ts): tax on the
//   merchandise after any discount, shipping by the order's method on that merchandise.
import { ORDER_CHANGE_MESSAGES } from '#app/content/words/messages/order-change.ts'
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { isOnGuide, type OrderStatus } from '#app/domain/order/order-status.ts'
import { readScreenLabel } from '#app/domain/order/screen-label.ts'
import {
	fromSizeRow,
	rangeProblem,
	type ScreenSize,
	type ScreenSizeRow,
} from '#app/domain/order/screen-size.ts'
import { discountCents } from '#app/domain/quote/volume-pricing.ts'
import { orderTotals, type ShippingMethod } from '#app/domain/shipping/shipping.ts'

/**
 * Whether the owner may still change the order: paid and not yet shipped (nor canceled or
 * expired). The customer's own window closes sooner (change-deadline.ts).
 */
export function ownerMayChange(order: { paid_at: string | null; status: string }): boolean {
	return (
		order.paid_at !== null && isOnGuide(order.status as OrderStatus) && order.status !== 'shipped'
	)
}

/** One line's edit. Absent fields stay as they are. */
export type LineEdit = {
	/** order_items.id */
	itemId: string
	remove?: boolean
	/** The new size, whole inches + sixteenths. */
	size?: ScreenSize
	quantity?: number
	/** The new label; null or '' for none. */
	label?: string | null
}

export type OrderEdits = { lines: LineEdit[]; shipTo?: ShippingAddress }

/** An order's line as the rule reads it (an order_items row). */
export type CurrentLine = ScreenSizeRow & {
	id: string
	description: string
	label: string | null
	quantity: number
	unit_price_cents: number
	line_total_cents: number
}

/** How the order was priced: its shipping method, and a quote's discount (null for a cart's). */
export type PriceBasis = { shippingMethod: ShippingMethod; discountBasisPoints: number | null }

/** A line of the changed order. */
export type ChangedLine = {
	/** order_items.id of the line it stays. */
	itemId: string
	description: string
	label: string | null
	size: ScreenSize
	quantity: number
	unitPriceCents: number
	lineTotalCents: number
	/** What the edit changed on this line; empty when nothing. */
	changed: ('size' | 'quantity' | 'label')[]
}

export type RepricedOrder = {
	/** Every line the order keeps, changed or not, with its price. */
	lines: ChangedLine[]
	/** order_items.id of the lines taken out. */
	removedItemIds: string[]
	screenCount: number
	subtotalCents: number
	discountCents: number
	taxCents: number
	shippingCents: number
	totalCents: number
}

export type EditResult =
	{ ok: true; order: RepricedOrder } | { ok: false; field: string; message: string }

const MESSAGES = ORDER_CHANGE_MESSAGES

function sizeProblem(size: unknown): 'width' | 'height' | null {
	const value = (size ?? {}) as Partial<Record<keyof ScreenSize, unknown>>
	if (typeof size !== 'object' || size === null) return 'width'
	if (rangeProblem('width', value.width) || rangeProblem('sixteenths', value.widthSixteenths)) {
		return 'width'
	}
	if (rangeProblem('height', value.height) || rangeProblem('sixteenths', value.heightSixteenths)) {
		return 'height'
	}
	return null
}

const sameSize = (a: ScreenSize, b: ScreenSize) =>
	a.width === b.width &&
	a.widthSixteenths === b.widthSixteenths &&
	a.height === b.height &&
	a.heightSixteenths === b.heightSixteenths

/** The edited line, or the problem with its edit. */
function editLine(
	line: CurrentLine,
	edit: LineEdit,
	index: number,
): { ok: true; line: ChangedLine } | { ok: false; field: string; message: string } {
	const at = `lines.${index}`
	const current = fromSizeRow(line)
	let size = current
	if (edit.size !== undefined) {
		const problem = sizeProblem(edit.size)
		if (problem) return { ok: false, field: `${at}.${problem}`, message: MESSAGES[problem] }
		const { width, widthSixteenths, height, heightSixteenths } = edit.size
		size = { width, widthSixteenths, height, heightSixteenths }
	}
	let quantity = line.quantity
	if (edit.quantity !== undefined) {
		if (rangeProblem('quantity', edit.quantity)) {
			return { ok: false, field: `${at}.quantity`, message: MESSAGES.quantity }
		}
		quantity = edit.quantity
	}
	let label = line.label
	if (edit.label !== undefined) {
		const read = edit.label === null ? undefined : readScreenLabel(edit.label)
		if (read === null) return { ok: false, field: `${at}.label`, message: MESSAGES.label }
		label = read ?? null
	}
	const changed: ChangedLine['changed'] = []
	if (!sameSize(size, current)) changed.push('size')
	if (quantity !== line.quantity) changed.push('quantity')
	if (label !== line.label) changed.push('label')
	// A new size is priced by the rule; otherwise the line keeps the unit price it was paid at.
	const unit = changed.includes('size') ? unitPriceCents(size) : line.unit_price_cents
	return {
		ok: true,
		line: {
			itemId: line.id,
			description: line.description,
			label,
			size,
			quantity,
			unitPriceCents: unit,
			lineTotalCents: unit * quantity,
			changed,
		},
	}
}

/**
 * The order's lines and totals after `edits`, or the first problem (its field, e.g. 'lines.0.width',
 * and the message). Removing every line is refused: that is a cancel, not a change.
 */
export function applyLineEdits(
	current: readonly CurrentLine[],
	edits: OrderEdits,
	basis: PriceBasis,
): EditResult {
	const lines = Array.isArray(edits.lines) ? edits.lines : []
	if (lines.length === 0 && edits.shipTo === undefined) {
		return { ok: false, field: 'lines', message: MESSAGES.noLines }
	}
	const byId = new Map(current.map((line) => [line.id, line]))
	const edited = new Map<string, ChangedLine | 'removed'>()
	for (const [index, edit] of lines.entries()) {
		const line = typeof edit?.itemId === 'string' ? byId.get(edit.itemId) : undefined
		if (!line) return { ok: false, field: `lines.${index}`, message: MESSAGES.unknownLine }
		if (edited.has(line.id)) {
			return { ok: false, field: `lines.${index}`, message: MESSAGES.repeatedLine }
		}
		if (edit.remove === true) {
			edited.set(line.id, 'removed')
			continue
		}
		const result = editLine(line, edit, index)
		if (!result.ok) return result
		edited.set(line.id, result.line)
	}
	const kept: ChangedLine[] = []
	const removedItemIds: string[] = []
	for (const line of current) {
		const edit = edited.get(line.id)
		if (edit === 'removed') removedItemIds.push(line.id)
		else kept.push(edit ?? unchangedLine(line))
	}
	if (kept.length === 0) {
		return { ok: false, field: 'lines', message: MESSAGES.everyLineRemoved }
	}
	return { ok: true, order: { ...priceLines(kept, basis), lines: kept, removedItemIds } }
}

function unchangedLine(line: CurrentLine): ChangedLine {
	return {
		itemId: line.id,
		description: line.description,
		label: line.label,
		size: fromSizeRow(line),
		quantity: line.quantity,
		unitPriceCents: line.unit_price_cents,
		lineTotalCents: line.line_total_cents,
		changed: [],
	}
}

/** The totals of priced lines: the quote's discount, then tax and shipping as at checkout. */
export function priceLines(
	lines: readonly Pick<ChangedLine, 'quantity' | 'lineTotalCents'>[],
	basis: PriceBasis,
): Omit<RepricedOrder, 'lines' | 'removedItemIds'> {
	let screens = 0
	let listSubtotal = 0
	for (const line of lines) {
		screens += line.quantity
		listSubtotal += line.lineTotalCents
	}
	const discount =
		basis.discountBasisPoints === null ? 0 : discountCents(listSubtotal, basis.discountBasisPoints)
	const totals = orderTotals(
		{ quantity: screens, subtotalCents: listSubtotal - discount },
		basis.shippingMethod,
	)
	return {
		screenCount: screens,
		subtotalCents: listSubtotal,
		discountCents: discount,
		taxCents: totals.taxCents,
		shippingCents: totals.shippingCents,
		totalCents: totals.totalCents,
	}
}

/** Whether the changed order is the same as the current one (lines, sizes, labels, quantities). */
export function changesNothing(order: RepricedOrder): boolean {
	return order.removedItemIds.length === 0 && order.lines.every((line) => !line.changed.length)
}
