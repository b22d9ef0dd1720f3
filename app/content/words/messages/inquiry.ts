// What the 'Questions Before Ordering?' form on /order says (spec 5 and 8).
import { CONTACT } from '#app/content/facts/shop-facts.ts'
import { INQUIRY_LIMITS } from '#app/domain/inquiry/inquiry-limits.ts'
import { formatWholeNumber } from '#app/domain/common/money.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

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

/** Beside an empty field of the inquiry form. */
export const INQUIRY_FIELD_MESSAGES = {
	emailMissing: 'Please enter your email address.',
	inquiryMissing: 'Please enter your question.',
} as const
