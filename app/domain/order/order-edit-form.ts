// The change form of a paid order, the customer's (/order-action) and the back office's
// (/admin/order-change): one fieldset per line (size, quantity, label, remove) and the ship-to
// address, named as order-edit-fields.ts says. Read on the server from the posted form into the
// edits the change workflow takes (only what differs from the order; none when it is sent as
// the order is), or the fields at fault with what to fix. Never throws.
import {
	ORDER_ACTION_WORDS,
	ORDER_EDIT_MESSAGES,
	SHIP_TO_FIELD_LABELS,
} from '#app/content/words/order-actions.ts'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import { lineField, SHIP_TO_FIELDS, type ShipToField } from './order-edit-fields.ts'
import type { LineEdit, OrderEdits } from './order-change.ts'
import { validateScreenForm } from './order-form.ts'
import { readScreenLabel } from './screen-label.ts'
import type { ScreenSize } from './screen-size.ts'

/** A line of the order as the form starts from it. */
export type EditableLine = ScreenSize & { itemId: string; quantity: number; label: string }

/** The order's ship-to address as the form starts from it: each part as text ('' for none). */
export type EditableAddress = { [Part in keyof ShippingAddress]: string }

/** What the form holds: each line and the address, as typed (strings) or as stored. */
export type OrderEditValues = {
	lines: {
		itemId: string
		width: string
		widthSixteenths: string
		height: string
		heightSixteenths: string
		quantity: string
		label: string
		remove: boolean
	}[]
	shipTo: Record<ShipToField, string>
}

export type OrderEditForm =
	| { ok: true; edits: OrderEdits; values: OrderEditValues }
	| { ok: false; errors: Record<string, string>; formError?: string; values: OrderEditValues }

const FIELD_MAX = 100

/** The form's starting values: the order as it is. */
export function editValuesOf(lines: EditableLine[], address: EditableAddress): OrderEditValues {
	return {
		lines: lines.map((line) => ({
			itemId: line.itemId,
			width: String(line.width),
			widthSixteenths: String(line.widthSixteenths),
			height: String(line.height),
			heightSixteenths: String(line.heightSixteenths),
			quantity: String(line.quantity),
			label: line.label,
			remove: false,
		})),
		shipTo: {
			shipName: address.name,
			shipLine1: address.line1,
			shipLine2: address.line2,
			shipCity: address.city,
			shipState: address.state,
			shipPostalCode: address.postalCode,
		},
	}
}

export { lineField }

/**
 * Reads the posted form against the order's current lines and address: `read(name)` is the
 * form's text for a name, null when absent. Lines are matched by position and item id, so a
 * form for another order, or with lines added, is refused as a whole.
 */
export function readOrderEditForm(
	read: (name: string) => string | null,
	current: { lines: EditableLine[]; address: EditableAddress },
): OrderEditForm {
	const errors: Record<string, string> = {}
	const text = (name: string) => read(name) ?? ''
	const values: OrderEditValues = {
		lines: current.lines.map((_, index) => ({
			itemId: text(lineField(index, 'itemId')),
			width: text(lineField(index, 'width')),
			widthSixteenths: text(lineField(index, 'widthSixteenths')),
			height: text(lineField(index, 'height')),
			heightSixteenths: text(lineField(index, 'heightSixteenths')),
			quantity: text(lineField(index, 'quantity')),
			label: text(lineField(index, 'label')),
			remove: read(lineField(index, 'remove')) !== null,
		})),
		shipTo: {
			shipName: text('shipName'),
			shipLine1: text('shipLine1'),
			shipLine2: text('shipLine2'),
			shipCity: text('shipCity'),
			shipState: text('shipState'),
			shipPostalCode: text('shipPostalCode'),
		},
	}
	const sameLines = current.lines.every(
		(line, index) => values.lines[index]!.itemId === line.itemId,
	)
	if (!sameLines || read(lineField(current.lines.length, 'itemId')) !== null) {
		return { ok: false, errors, formError: ORDER_ACTION_WORDS.badForm, values }
	}

	const edits: OrderEdits = { lines: [] }
	values.lines.forEach((typed, index) => {
		const line = current.lines[index]!
		if (typed.remove) {
			edits.lines.push({ itemId: line.itemId, remove: true })
			return
		}
		const checked = validateScreenForm(typed)
		if (!checked.ok) {
			errors[lineField(index, checked.field)] = checked.message.description
			return
		}
		const label = readScreenLabel(typed.label)
		if (label === null) {
			errors[lineField(index, 'label')] = SCREEN_LABEL_MESSAGE
			return
		}
		const { quantity, ...size } = checked.config
		const edit: LineEdit = { itemId: line.itemId }
		const sizeChanged = (['width', 'widthSixteenths', 'height', 'heightSixteenths'] as const).some(
			(part) => size[part] !== line[part],
		)
		if (sizeChanged) edit.size = size
		if (quantity !== line.quantity) edit.quantity = quantity
		if ((label ?? '') !== line.label) edit.label = label ?? null
		if (Object.keys(edit).length > 1) edits.lines.push(edit)
	})
	if (values.lines.every((line) => line.remove)) errors.lines = ORDER_EDIT_MESSAGES.allRemoved

	const shipTo = readAddress(values.shipTo, errors)
	if (shipTo && !sameAddress(shipTo, current.address)) {
		edits.shipTo = {
			name: shipTo.name,
			line1: shipTo.line1,
			line2: shipTo.line2 || null,
			city: shipTo.city,
			state: shipTo.state,
			postalCode: shipTo.postalCode,
			country: current.address.country,
		}
	}
	if (Object.keys(errors).length) return { ok: false, errors, values }
	return { ok: true, edits, values }
}

/**
 * Whether the form asks for nothing: sent as the order is. The pages say so (a preview of
 * nothing helps no one); a repeated confirm of a change already made reads as nothing too, and
 * still answers with that change (its idempotency key is the form's, not the edits').
 */
export function asksNothing(edits: OrderEdits): boolean {
	return edits.lines.length === 0 && !edits.shipTo
}

function readAddress(
	typed: OrderEditValues['shipTo'],
	errors: Record<string, string>,
): Omit<EditableAddress, 'country'> | null {
	const trimmed = Object.fromEntries(
		Object.entries(typed).map(([name, value]) => [name, value.trim()]),
	) as OrderEditValues['shipTo']
	for (const name of SHIP_TO_FIELDS) {
		const label = SHIP_TO_FIELD_LABELS[name].replace(' (optional)', '').toLowerCase()
		if (trimmed[name].length > FIELD_MAX)
			errors[name] = ORDER_EDIT_MESSAGES.tooLong(label, FIELD_MAX)
		else if (!trimmed[name] && name !== 'shipLine2') {
			errors[name] = ORDER_EDIT_MESSAGES.addressField(label)
		}
	}
	const state = trimmed.shipState.toUpperCase()
	if (!errors.shipState && !/^[A-Z]{2}$/.test(state)) errors.shipState = ORDER_EDIT_MESSAGES.state
	if (!errors.shipPostalCode && !/^\d{5}(-\d{4})?$/.test(trimmed.shipPostalCode)) {
		errors.shipPostalCode = ORDER_EDIT_MESSAGES.postalCode
	}
	if (Object.keys(errors).some((name) => name.startsWith('ship'))) return null
	return {
		name: trimmed.shipName,
		line1: trimmed.shipLine1,
		line2: trimmed.shipLine2,
		city: trimmed.shipCity,
		state,
		postalCode: trimmed.shipPostalCode,
	}
}

function sameAddress(a: Omit<EditableAddress, 'country'>, b: EditableAddress): boolean {
	return (['name', 'line1', 'line2', 'city', 'state', 'postalCode'] as const).every(
		(part) => a[part] === b[part],
	)
}
