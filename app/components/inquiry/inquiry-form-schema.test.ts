import { describe, expect, test } from 'vitest'
import { INQUIRY_MESSAGES } from '#app/content/words/messages/inquiry.ts'
import { INQUIRY_LIMITS } from '#app/domain/inquiry/inquiry-limits.ts'
import { formData as form } from '#tests/support/fixtures/form-data.ts'
import { checkInquiry, inquiryResultMessage } from './inquiry-form-schema.ts'

describe('checkInquiry', () => {
	test('accepts an e-mail and a question, trimmed', () => {
		expect(
			checkInquiry(form({ email: ' ann@example.com ', inquiry: '  Do you ship to Maine?\n' })),
		).toEqual({ ok: true, data: { email: 'ann@example.com', inquiry: 'Do you ship to Maine?' } })
	})

	test.each([
		[{}, ['email', 'inquiry']],
		[{ email: 'ann@example.com' }, ['inquiry']],
		[{ inquiry: 'Hello?' }, ['email']],
		[{ email: '   ', inquiry: '\n\t ' }, ['email', 'inquiry']],
		[{ email: 'ann@example.com', inquiry: '    ' }, ['inquiry']],
	])('%j is missing information about %j', (values, fields) => {
		const result = checkInquiry(form(values))
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result.message).toEqual({
			title: 'Missing Information',
			description: 'Please fill in both your email and inquiry.',
			variant: 'destructive',
		})
		expect(Object.keys(result.fieldErrors).toSorted()).toEqual(fields)
	})

	test.each(['ann', 'ann@', '@example.com', 'ann example@example.com', 'ann@example'])(
		'%j is not an e-mail address',
		(email) => {
			const result = checkInquiry({ email, inquiry: 'Hello?' })
			expect(result).toMatchObject({ ok: false, message: INQUIRY_MESSAGES.invalidEmail })
		},
	)

	test('a question over the limit is refused, one at the limit accepted', () => {
		const atLimit = 'q'.repeat(INQUIRY_LIMITS.inquiry)
		expect(checkInquiry({ email: 'a@example.com', inquiry: atLimit }).ok).toBe(true)
		expect(checkInquiry({ email: 'a@example.com', inquiry: `${atLimit}q` })).toMatchObject({
			ok: false,
			fieldErrors: { inquiry: INQUIRY_MESSAGES.tooLong.description },
		})
	})

	test('values that are not text (a file, a number) count as missing, never throw', () => {
		expect(checkInquiry({ email: 42, inquiry: new Blob(['x']) })).toMatchObject({
			ok: false,
			message: INQUIRY_MESSAGES.missing,
		})
	})
})

test("the toasts are the spec's words", () => {
	expect(inquiryResultMessage({ status: 'sent' }).title).toBe('Inquiry Sent!')
	expect(inquiryResultMessage({ status: 'failed' })).toMatchObject({
		title: 'Error',
		description: 'Failed to send your inquiry. Please try again.',
	})
	expect(inquiryResultMessage({ status: 'unexpected' })).toMatchObject({
		title: 'Error',
		description: 'An unexpected error occurred. Please try again.',
	})
})
