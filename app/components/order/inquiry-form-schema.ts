// The 'Questions Before Ordering?' form on /order: one check for the browser and the action.
import { CONTACT } from '#app/content/shop-facts.ts'
import { formatWholeNumber } from '#app/domain/money.ts'
import { EMAIL_PATTERN } from '#app/domain/text-formats.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

export const INQUIRY_LIMITS = { email: 254, inquiry: 2000 } as const

export const INQUIRY_MESSAGES = {
	missing: {
		title: 'Missing Information',
		description: 'Please fill in both your email and inquiry.',
		variant: 'destructive',
	},
	invalidEmail: {
		title: 'Invalid Email',
		description: 'Please enter a valid email address, like name@example.com.',
		variant: 'destructive',
	},
	tooLong: {
		title: 'Inquiry Too Long',
		description: `Please keep your question under ${formatWholeNumber(INQUIRY_LIMITS.inquiry)} characters.`,
		variant: 'destructive',
	},
	sent: {
		title: 'Inquiry Sent!',
		description: `Thank you. We usually reply by email within ${CONTACT.responseHours} hours.`,
		variant: 'default',
	},
	failed: {
		title: 'Error',
		description: 'Failed to send your inquiry. Please try again.',
		variant: 'destructive',
	},
	unexpected: {
		title: 'Error',
		description: 'An unexpected error occurred. Please try again.',
		variant: 'destructive',
	},
} as const satisfies Record<string, ToastMessage>

export type InquiryField = 'email' | 'inquiry'
export type Inquiry = { email: string; inquiry: string }
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>
export type InquiryCheck =
	| { ok: true; data: Inquiry }
	| { ok: false; message: ToastMessage; fieldErrors: InquiryFieldErrors }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const isEmail = (email: string) => email.length <= INQUIRY_LIMITS.email && EMAIL_PATTERN.test(email)

/**
 * Checks the form: both fields filled (else the spec's 'Missing Information'), a valid e-mail
 * address and a question of reasonable length. Never throws.
 * @example checkInquiry({ email: 'a@example.com', inquiry: 'Do you ship to Alaska?' })
 */
export function checkInquiry(input: FormData | Record<string, unknown>): InquiryCheck {
	const values = input instanceof FormData ? Object.fromEntries(input) : input
	const email = text(values.email)
	const inquiry = text(values.inquiry)
	if (!email || !inquiry) {
		return {
			ok: false,
			message: INQUIRY_MESSAGES.missing,
			fieldErrors: {
				...(email ? {} : { email: 'Please enter your email address.' }),
				...(inquiry ? {} : { inquiry: 'Please enter your question.' }),
			},
		}
	}
	if (!isEmail(email)) {
		return {
			ok: false,
			message: INQUIRY_MESSAGES.invalidEmail,
			fieldErrors: { email: INQUIRY_MESSAGES.invalidEmail.description },
		}
	}
	if (inquiry.length > INQUIRY_LIMITS.inquiry) {
		return {
			ok: false,
			message: INQUIRY_MESSAGES.tooLong,
			fieldErrors: { inquiry: INQUIRY_MESSAGES.tooLong.description },
		}
	}
	return { ok: true, data: { email, inquiry } }
}

/** What the action answers; 'unexpected' is the browser's own when no answer came. */
export type InquiryResult =
	| { status: 'sent' }
	| { status: 'invalid'; message: ToastMessage; fieldErrors: InquiryFieldErrors; values: Inquiry }
	| { status: 'failed' }
	| { status: 'throttled'; message: ToastMessage }
	| { status: 'unexpected' }

/** The spec's 'Failed to send your inquiry' toast, saying how long to wait (429). */
export function throttledInquiryMessage(waitSentence: string): ToastMessage {
	const failed = INQUIRY_MESSAGES.failed
	return { ...failed, description: `${failed.description} ${waitSentence}` }
}

export function inquiryResultMessage(result: InquiryResult): ToastMessage {
	return result.status === 'invalid' || result.status === 'throttled'
		? result.message
		: INQUIRY_MESSAGES[result.status]
}
