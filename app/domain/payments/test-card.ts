import { z } from 'zod'
import { US_STATES } from '#app/domain/shipping/us-states.ts'

// What the test provider's hosted page accepts, shaped like Stripe's test mode: two test cards,
// a real-looking expiry, CVC and a US shipping address. No card data is ever stored.

export const TEST_CARDS = {
	pays: '4242424242424242',
	declined: '4000000000000002',
} as const

export const CARD_MESSAGES = {
	invalidNumber: 'Your card number is incomplete or invalid.',
	declined: 'Your card was declined. Please try another card.',
	notATestCard:
		'Test mode accepts only the test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
	invalidExpiry: 'Enter the expiry date as MM / YY.',
	expired: "Your card's expiration date is in the past.",
	invalidCvc: "Your card's security code is incomplete.",
} as const

export type CardVerdict = 'pays' | 'declined' | 'not_a_test_card'

function passesLuhn(digits: string): boolean {
	let sum = 0
	for (let i = 0; i < digits.length; i++) {
		let digit = Number(digits[digits.length - 1 - i])
		if (i % 2 === 1) {
			digit *= 2
			if (digit > 9) digit -= 9
		}
		sum += digit
	}
	return sum % 10 === 0
}

/** What the test provider does with a (well-formed) card number. */
export function cardVerdict(digits: string): CardVerdict {
	if (digits === TEST_CARDS.pays) return 'pays'
	if (digits === TEST_CARDS.declined) return 'declined'
	return 'not_a_test_card'
}

/** Parses 'MM / YY', 'MM/YY' or 'MM/YYYY'; null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
	const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
	if (!match) return null
	const month = Number(match[1])
	const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
	return month >= 1 && month <= 12 ? { month, year } : null
}

const text = (label: string, max: number) =>
	z
		.string({ error: `${label} is required.` })
		.trim()
		.min(1, { error: `${label} is required.` })
		.max(max, { error: `${label} must be at most ${max} characters.` })
const optionalText = (label: string, max: number) =>
	z
		.string()
		.trim()
		.max(max, { error: `${label} must be at most ${max} characters.` })
		.optional()
		.transform((value) => value || null)

/** A month as one number (year * 12 + month, January = 1), to compare expiry dates. */
const monthNumber = (year: number, month: number) => year * 12 + month

// Building a zod object schema costs far more than parsing with it (zod compiles a parser for
// each new schema on its first parse), so the schema is kept for the month it was built for.
let schemaOfMonth: { month: number; schema: ReturnType<typeof buildTestCheckoutSchema> } | undefined

/** The hosted page's form. `now` decides whether the expiry date is in the past. */
export function testCheckoutSchema(now: Date) {
	const month = monthNumber(now.getUTCFullYear(), now.getUTCMonth() + 1)
	if (schemaOfMonth?.month !== month) {
		schemaOfMonth = { month, schema: buildTestCheckoutSchema(month) }
	}
	return schemaOfMonth.schema
}

/** The form's schema for the month `currentMonth` (a monthNumber): earlier expiries are past. */
function buildTestCheckoutSchema(currentMonth: number) {
	return z.object({
		cardNumber: z
			.string({ error: CARD_MESSAGES.invalidNumber })
			.transform((value) => value.replace(/[\s-]/g, ''))
			.refine((digits) => /^\d{13,19}$/.test(digits) && passesLuhn(digits), {
				error: CARD_MESSAGES.invalidNumber,
			}),
		expiry: z
			.string({ error: CARD_MESSAGES.invalidExpiry })
			.refine((value) => parseExpiry(value) !== null, { error: CARD_MESSAGES.invalidExpiry })
			.refine(
				(value) => {
					const expiry = parseExpiry(value)
					if (!expiry) return true
					return monthNumber(expiry.year, expiry.month) >= currentMonth
				},
				{ error: CARD_MESSAGES.expired },
			),
		cvc: z
			.string({ error: CARD_MESSAGES.invalidCvc })
			.trim()
			.regex(/^\d{3,4}$/, { error: CARD_MESSAGES.invalidCvc }),
		name: text('Name on card', 100),
		email: z.email({ error: 'Enter a valid e-mail address.' }).max(254),
		phone: optionalText('Phone', 30).refine(
			(value) => value === null || /^[+()\d\s.-]{7,30}$/.test(value),
			{ error: 'Enter a valid phone number.' },
		),
		line1: text('Address', 200),
		line2: optionalText('Address line 2', 200),
		city: text('City', 100),
		state: z.enum(Object.keys(US_STATES) as [string, ...string[]], {
			error: 'Choose a state.',
		}),
		postalCode: z
			.string({ error: 'Enter a 5-digit ZIP code.' })
			.trim()
			.regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' }),
		specialInstructions: optionalText('Special instructions', 500),
	})
}

export type TestCheckoutForm = z.infer<ReturnType<typeof buildTestCheckoutSchema>>
export type TestCheckoutField = keyof TestCheckoutForm
