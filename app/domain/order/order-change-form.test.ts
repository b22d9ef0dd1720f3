import { describe, expect, it } from 'vitest'
import { formFieldOf, readChangeForm } from './order-change-form.ts'

const line0 = {
	'width-0': '30',
	'widthSixteenths-0': '7',
	'height-0': '40',
	'heightSixteenths-0': '',
	'quantity-0': '2',
	'label-0': ' Den ',
}

describe('readChangeForm', () => {
	it('reads every line in order, a removed line, and the address when a street is given', () => {
		const result = readChangeForm(
			{
				...line0,
				'remove-1': 'yes',
				shipName: '',
				shipLine1: ' 1 Elm St ',
				shipCity: 'Salem',
				shipState: 'OR',
				shipPostalCode: '97301',
			},
			['a', 'b'],
		)
		expect(result).toEqual({
			ok: true,
			edits: {
				lines: [
					{
						itemId: 'a',
						size: { width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0 },
						quantity: 2,
						label: ' Den ',
					},
					{ itemId: 'b', remove: true },
				],
				shipTo: {
					name: null,
					line1: '1 Elm St',
					line2: null,
					city: 'Salem',
					state: 'OR',
					postalCode: '97301',
					country: 'US',
				},
			},
		})
	})

	it('leaves the address out without a street, and names the field of a number that is not whole', () => {
		expect(readChangeForm(line0, ['a'])).toMatchObject({
			ok: true,
			edits: { lines: [{ itemId: 'a' }] },
		})
		expect(readChangeForm(line0, ['a'])).not.toHaveProperty('edits.shipTo')
		expect(readChangeForm({ ...line0, 'height-0': '40.5' }, ['a'])).toMatchObject({
			ok: false,
			field: 'height-0',
		})
		expect(readChangeForm({ ...line0, 'quantity-0': '' }, ['a'])).toMatchObject({
			ok: false,
			field: 'quantity-0',
		})
		expect(readChangeForm({ ...line0, 'widthSixteenths-0': 'x' }, ['a'])).toMatchObject({
			ok: false,
			field: 'widthSixteenths-0',
		})
	})
})

describe('formFieldOf', () => {
	it("maps the change rule's fields to the form's", () => {
		expect(formFieldOf('lines.2.width')).toBe('width-2')
		expect(formFieldOf('lines.0')).toBe('remove-0')
		expect(formFieldOf('lines')).toBe('form')
		expect(formFieldOf('shipTo')).toBe('shipLine1')
		expect(formFieldOf(undefined)).toBe('form')
	})
})
