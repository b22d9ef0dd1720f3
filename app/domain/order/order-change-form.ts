// The back office's change form (and any page that edits an order's lines the same way): one
// group of fields per line, `<part>-<n>` for the order's n-th line, and the ship-to address. Read
// into OrderEdits for the change rule (order-change.ts), which checks the ranges; here only that
// every number is a whole number.
import { ORDER_CHANGE_MESSAGES } from '#app/content/words/messages/order-change.ts'
import type { LineEdit, OrderEdits } from './order-change.ts'

export const LINE_FIELDS = [
	'width',
	'widthSixteenths',
	'height',
	'heightSixteenths',
	'quantity',
	'label',
] as const
export type LineField = (typeof LINE_FIELDS)[number]

export const SHIP_TO_FIELDS = [
	'shipName',
	'shipLine1',
	'shipLine2',
	'shipCity',
	'shipState',
	'shipPostalCode',
] as const
export type ShipToField = (typeof SHIP_TO_FIELDS)[number]

/** The form field of a line's part, e.g. lineField('width', 0) is 'width-0'. */
export const lineField = (part: LineField | 'remove' | 'item', index: number) => `${part}-${index}`

export type ChangeFormResult =
	{ ok: true; edits: OrderEdits } | { ok: false; field: string; message: string }

const whole = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : null)

/**
 * The edits a submitted form asks for: every line of the order (`itemIds`, in order) with its
 * size, quantity and label, or removed; the address when a street is given.
 */
export function readChangeForm(
	form: Readonly<Record<string, unknown>>,
	itemIds: readonly string[],
): ChangeFormResult {
	const value = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
	const lines: LineEdit[] = []
	for (const [index, itemId] of itemIds.entries()) {
		if (value(lineField('remove', index)) === 'yes') {
			lines.push({ itemId, remove: true })
			continue
		}
		const numbers: Partial<Record<Exclude<LineField, 'label'>, number>> = {}
		for (const part of [
			'width',
			'widthSixteenths',
			'height',
			'heightSixteenths',
			'quantity',
		] as const) {
			const raw = value(lineField(part, index))
			const parsed = raw.trim() === '' && part.endsWith('Sixteenths') ? 0 : whole(raw)
			if (parsed === null) {
				const message =
					part === 'quantity'
						? ORDER_CHANGE_MESSAGES.quantity
						: part.startsWith('width')
							? ORDER_CHANGE_MESSAGES.width
							: ORDER_CHANGE_MESSAGES.height
				return { ok: false, field: lineField(part, index), message }
			}
			numbers[part] = parsed
		}
		lines.push({
			itemId,
			size: {
				width: numbers.width!,
				widthSixteenths: numbers.widthSixteenths!,
				height: numbers.height!,
				heightSixteenths: numbers.heightSixteenths!,
			},
			quantity: numbers.quantity!,
			label: value(lineField('label', index)),
		})
	}
	const street = value('shipLine1').trim()
	if (!street) return { ok: true, edits: { lines } }
	return {
		ok: true,
		edits: {
			lines,
			shipTo: {
				name: value('shipName').trim() || null,
				line1: street,
				line2: value('shipLine2').trim() || null,
				city: value('shipCity'),
				state: value('shipState'),
				postalCode: value('shipPostalCode'),
				country: 'US',
			},
		},
	}
}

/**
 * The form field a change rule's problem names: 'lines.2.width' is 'width-2' (the form sends every
 * line in order), 'shipTo' the street, 'lines' the first line's removal.
 */
export function formFieldOf(field: string | undefined): string {
	if (!field) return 'form'
	if (field === 'shipTo') return 'shipLine1'
	const match = /^lines\.(\d+)(?:\.(\w+))?$/.exec(field)
	if (!match) return 'form'
	return match[2] ? `${match[2]}-${match[1]}` : lineField('remove', Number(match[1]))
}
