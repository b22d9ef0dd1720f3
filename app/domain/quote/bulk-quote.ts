// The bulk-quote request form (/bulk-orders): one schema for the server action and the form.
import { z } from 'zod'
import { BULK } from '#app/content/facts/shop-facts.ts'
import { BULK_QUOTE_LIMITS } from './bulk-quote-limits.ts'

export { BULK_QUOTE_LIMITS }

const tooLong = (what: string, max: number) =>
	`Please keep ${what} under ${max.toLocaleString('en-US')} characters`

const optionalText = (what: string, max: number) =>
	z
		.string({ error: `Please enter ${what} as text` })
		.trim()
		.max(max, tooLong(what, max))
		.optional()
		.transform((value) => (value ? value : undefined))

const minQuantityMessage = `Bulk pricing starts at ${BULK.minScreens} screens; for fewer, please order online`

export const BulkQuoteSchema = z.object({
	name: z
		.string({ error: 'Please enter your name' })
		.trim()
		.min(1, 'Please enter your name')
		.max(BULK_QUOTE_LIMITS.name, tooLong('your name', BULK_QUOTE_LIMITS.name)),
	company: optionalText('the company name', BULK_QUOTE_LIMITS.company),
	email: z
		.string({ error: 'Please enter your e-mail address' })
		.trim()
		.min(1, 'Please enter your e-mail address')
		.max(BULK_QUOTE_LIMITS.email, tooLong('the e-mail address', BULK_QUOTE_LIMITS.email))
		.pipe(z.email('Please enter a valid e-mail address, like name@example.com')),
	phone: optionalText('the phone number', BULK_QUOTE_LIMITS.phone).refine(
		(phone) =>
			phone === undefined ||
			(/^[0-9+().\-\s]+$/.test(phone) && phone.replace(/\D/g, '').length >= 7),
		'Please enter a phone number with at least 7 digits, or leave it empty',
	),
	quantity: z.preprocess(
		(value) =>
			typeof value === 'number'
				? String(value)
				: typeof value === 'string'
					? value.trim().replace(/,/g, '')
					: value,
		z
			.string({ error: 'Please enter the approximate number of screens' })
			.min(1, 'Please enter the approximate number of screens')
			.regex(/^\d+$/, 'Please enter a whole number of screens, like 250')
			.transform(Number)
			.pipe(
				z
					.number()
					.min(BULK.minScreens, minQuantityMessage)
					.max(
						BULK_QUOTE_LIMITS.quantity,
						`For more than ${BULK_QUOTE_LIMITS.quantity.toLocaleString('en-US')} screens, please e-mail us`,
					),
			),
	),
	message: z
		.string({ error: 'Please tell us about your project' })
		.trim()
		.min(1, 'Please tell us about your project')
		.max(BULK_QUOTE_LIMITS.message, tooLong('the message', BULK_QUOTE_LIMITS.message)),
})

export type BulkQuote = z.output<typeof BulkQuoteSchema>
export type BulkQuoteField = keyof z.input<typeof BulkQuoteSchema>
export type BulkQuoteFieldErrors = Partial<Record<BulkQuoteField, string>>

/** Checks a submitted form; on failure gives the first message for each bad field. */
export function parseBulkQuote(
	input: FormData | Record<string, unknown>,
): { success: true; data: BulkQuote } | { success: false; fieldErrors: BulkQuoteFieldErrors } {
	const values = input instanceof FormData ? Object.fromEntries(input) : input
	const result = BulkQuoteSchema.safeParse(values)
	if (result.success) return { success: true, data: result.data }
	const fieldErrors: BulkQuoteFieldErrors = {}
	for (const issue of result.error.issues) {
		const field = issue.path[0] as BulkQuoteField | undefined
		if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
	}
	return { success: false, fieldErrors }
}
