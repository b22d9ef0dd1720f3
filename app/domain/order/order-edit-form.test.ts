import { describe, expect, it } from 'vitest'
import { ORDER_ACTION_WORDS, ORDER_EDIT_MESSAGES } from '#app/content/words/order-actions.ts'
import {
	asksNothing,
	editValuesOf,
	lineField,
	readOrderEditForm,
	type EditableAddress,
	type EditableLine,
	type OrderEditValues,
} from './order-edit-form.ts'

const LINES: EditableLine[] = [
	{
		itemId: 'a',
		width: 30,
		widthSixteenths: 7,
		height: 40,
		heightSixteenths: 8,
		quantity: 1,
		label: 'Kitchen',
	},
	{
		itemId: 'b',
		width: 24,
		widthSixteenths: 0,
		height: 36,
		heightSixteenths: 0,
		quantity: 2,
		label: '',
	},
]
const ADDRESS: EditableAddress = {
	name: 'Pat Lee',
	line1: '9 Birch Road',
	line2: '',
	city: 'Portland',
	state: 'OR',
	postalCode: '97201',
	country: 'US',
}

/** The form as posted: the order's values with `change` applied. */
function post(change: (values: OrderEditValues) => void, extra: Record<string, string> = {}) {
	const values = editValuesOf(LINES, ADDRESS)
	change(values)
	const form = new Map<string, string>(Object.entries(extra))
	values.lines.forEach((line, index) => {
		for (const [part, value] of Object.entries(line)) {
			if (part === 'remove') {
				if (value) form.set(lineField(index, part), 'on')
			} else form.set(lineField(index, part), String(value))
		}
	})
	for (const [name, value] of Object.entries(values.shipTo)) form.set(name, value)
	return readOrderEditForm((name) => form.get(name) ?? null, { lines: LINES, address: ADDRESS })
}

describe('the change form of a paid order', () => {
	it('gives only what differs: a new height, a label, a removed line, an address', () => {
		const result = post((values) => {
			values.lines[0]!.height = '38'
			values.lines[0]!.label = ' Bedroom '
			values.lines[1]!.remove = true
			values.shipTo.shipLine1 = '10 Elm Street'
			values.shipTo.shipState = 'wa'
		})
		expect(result).toMatchObject({
			ok: true,
			edits: {
				lines: [
					{
						itemId: 'a',
						size: { width: 30, widthSixteenths: 7, height: 38, heightSixteenths: 8 },
						label: 'Bedroom',
					},
					{ itemId: 'b', remove: true },
				],
				shipTo: { line1: '10 Elm Street', state: 'WA', line2: null, country: 'US' },
			},
		})
	})

	it('asks nothing of a form sent as the order is; refuses one where every line would go', () => {
		const unchanged = post(() => {})
		expect(unchanged).toMatchObject({ ok: true, edits: { lines: [] } })
		expect(unchanged.ok && asksNothing(unchanged.edits)).toBe(true)
		const relabelled = post((values) => (values.lines[1]!.label = 'Den'))
		expect(relabelled.ok && asksNothing(relabelled.edits)).toBe(false)
		const allGone = post((values) => values.lines.forEach((line) => (line.remove = true)))
		expect(allGone).toMatchObject({ ok: false, errors: { lines: ORDER_EDIT_MESSAGES.allRemoved } })
	})

	it('names each field at fault: a size out of range, a quantity, a label, the address', () => {
		const result = post((values) => {
			values.lines[0]!.width = '200'
			values.lines[1]!.quantity = '0'
			values.shipTo.shipCity = ' '
			values.shipTo.shipPostalCode = '9720'
		})
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(Object.keys(result.errors).sort()).toEqual([
			'line.0.width',
			'line.1.quantity',
			'shipCity',
			'shipPostalCode',
		])
		expect(result.errors.shipCity).toBe('Enter the city.')
		const label = post((values) => (values.lines[0]!.label = 'a\u202Eb'))
		expect(label.ok || label.errors[lineField(0, 'label')]).toMatch(/plain text/)
	})

	it('refuses a form whose lines are not this order’s', () => {
		const other = post((values) => (values.lines[0]!.itemId = 'z'))
		expect(other).toMatchObject({ ok: false, formError: ORDER_ACTION_WORDS.badForm })
		const added = post(() => {}, { [lineField(2, 'itemId')]: 'c' })
		expect(added).toMatchObject({ ok: false, formError: ORDER_ACTION_WORDS.badForm })
	})
})
