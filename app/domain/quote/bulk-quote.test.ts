import { describe, expect, it } from 'vitest'
import { BULK } from '#app/content/facts/shop-facts.ts'
import { formData } from '#tests/support/fixtures/form-data.ts'
import { parseBulkQuote } from './bulk-quote.ts'

const valid = {
	name: '  Jane Doe ',
	company: 'Acme Rentals',
	email: ' jane@example.com ',
	phone: '+1 (555) 123-4567',
	quantity: '250',
	message: ' We manage 300 units. ',
}

function errorsFor(values: Record<string, unknown>) {
	const result = parseBulkQuote(values)
	if (result.success) throw new Error('expected the form to be refused')
	return result.fieldErrors
}

describe('parseBulkQuote', () => {
	it('accepts a complete request and trims it', () => {
		expect(parseBulkQuote(valid)).toEqual({
			success: true,
			data: {
				name: 'Jane Doe',
				company: 'Acme Rentals',
				email: 'jane@example.com',
				phone: '+1 (555) 123-4567',
				quantity: 250,
				message: 'We manage 300 units.',
			},
		})
	})

	it('treats empty company and phone as not given', () => {
		const result = parseBulkQuote({ ...valid, company: '  ', phone: '' })
		expect(result).toMatchObject({ success: true, data: { company: undefined, phone: undefined } })
	})

	it('reads FormData as the form posts it, with thousands separators in the quantity', () => {
		expect(parseBulkQuote(formData({ ...valid, quantity: '1,200' }))).toMatchObject({
			success: true,
			data: { quantity: 1200 },
		})
	})

	it('names every missing required field', () => {
		expect(errorsFor({})).toEqual({
			name: 'Please enter your name',
			email: 'Please enter your e-mail address',
			quantity: 'Please enter the approximate number of screens',
			message: 'Please tell us about your project',
		})
		expect(errorsFor({ ...valid, name: '   ', message: '' })).toEqual({
			name: 'Please enter your name',
			message: 'Please tell us about your project',
		})
	})

	it('refuses a malformed e-mail address', () => {
		expect(errorsFor({ ...valid, email: 'jane@' })).toEqual({
			email: 'Please enter a valid e-mail address, like name@example.com',
		})
	})

	it(`asks for a whole number of at least ${BULK.minScreens} screens`, () => {
		expect(errorsFor({ ...valid, quantity: '12.5' }).quantity).toBe(
			'Please enter a whole number of screens, like 250',
		)
		expect(errorsFor({ ...valid, quantity: 'lots' }).quantity).toBe(
			'Please enter a whole number of screens, like 250',
		)
		expect(errorsFor({ ...valid, quantity: '-200' }).quantity).toBe(
			'Please enter a whole number of screens, like 250',
		)
		expect(errorsFor({ ...valid, quantity: String(BULK.minScreens - 1) }).quantity).toBe(
			`Bulk pricing starts at ${BULK.minScreens} screens; for fewer, please order online`,
		)
		expect(parseBulkQuote({ ...valid, quantity: String(BULK.minScreens) }).success).toBe(true)
		expect(errorsFor({ ...valid, quantity: '1000001' }).quantity).toBe(
			'For more than 1,000,000 screens, please e-mail us',
		)
	})

	it('refuses a phone number without enough digits or with letters', () => {
		const message = 'Please enter a phone number with at least 7 digits, or leave it empty'
		expect(errorsFor({ ...valid, phone: '12-34' }).phone).toBe(message)
		expect(errorsFor({ ...valid, phone: 'call me maybe' }).phone).toBe(message)
	})

	it('limits the length of every text field', () => {
		expect(errorsFor({ ...valid, name: 'x'.repeat(101) }).name).toBe(
			'Please keep your name under 100 characters',
		)
		expect(errorsFor({ ...valid, message: 'x'.repeat(2001) }).message).toBe(
			'Please keep the message under 2,000 characters',
		)
		expect(errorsFor({ ...valid, company: 'x'.repeat(121) }).company).toBe(
			'Please keep the company name under 120 characters',
		)
	})

	it('refuses a file where text is expected', () => {
		const form = formData(valid)
		form.set('name', new File(['x'], 'x.txt'))
		expect(errorsFor(Object.fromEntries(form)).name).toBe('Please enter your name')
	})
})
