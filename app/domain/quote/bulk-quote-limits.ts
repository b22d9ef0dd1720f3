// Field length limits of the bulk-quote form, apart from its schema (bulk-quote.ts) so the page
// can set them as maxLength without loading zod; the browser and server agree.
export const BULK_QUOTE_LIMITS = {
	name: 100,
	company: 120,
	email: 254,
	phone: 25,
	message: 2000,
	quantity: 1_000_000,
} as const
