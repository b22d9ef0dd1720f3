// The 'Questions Before Ordering?' form on /order: one check for the browser and the action.
import { INQUIRY_FIELD_MESSAGES, INQUIRY_MESSAGES } from '#app/content/words/messages/inquiry.ts'
import { INQUIRY_LIMITS } from '#app/domain/inquiry/inquiry-limits.ts'
import { EMAIL_PATTERN } from '#app/domain/common/text-formats.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

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
				...(email ? {} : { email: INQUIRY_FIELD_MESSAGES.emailMissing }),
				...(inquiry ? {} : { inquiry: INQUIRY_FIELD_MESSAGES.inquiryMissing }),
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
