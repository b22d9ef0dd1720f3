// The field names of the change form of a paid order, one set for the customer's page
// (/order-action) and the back office's (/admin/order-change): shared by the browser's forms and
// the server's reader (order-edit-form.ts) without the reader's rules.

/** A line's parts as the form posts them: its order_items id, size, quantity, label, Remove box. */
export const LINE_PARTS = [
	'itemId',
	'width',
	'widthSixteenths',
	'height',
	'heightSixteenths',
	'quantity',
	'label',
	'remove',
] as const
export type LinePart = (typeof LINE_PARTS)[number]

/** The ship-to address's fields. */
export const SHIP_TO_FIELDS = [
	'shipName',
	'shipLine1',
	'shipLine2',
	'shipCity',
	'shipState',
	'shipPostalCode',
] as const
export type ShipToField = (typeof SHIP_TO_FIELDS)[number]

/** The field name of a line's part, e.g. line.0.width. */
export const lineField = (index: number, part: string) => `line.${index}.${part}`

/**
 * The form field a change rule's problem names (app/domain/order/order-change.ts): 'lines.2.width'
 * is line.2.width (the form sends every line in order), 'lines.0' that line's Remove box,
 * 'shipTo' the street; anything else is the form as a whole.
 */
export function formFieldOf(field: string | undefined): string {
	if (!field) return 'form'
	if (field === 'shipTo') return 'shipLine1'
	const match = /^lines\.(\d+)(?:\.(\w+))?$/.exec(field)
	if (!match) return 'form'
	return lineField(Number(match[1]), match[2] ?? 'remove')
}
