// What paying says (spec 4 and 8): the pay button while it waits, the toast before the hosted
// checkout opens, and the 'Payment Error' toast's messages from the browser and the server.
import type { ToastMessage } from '#app/utils/toast.ts'

export const PAYMENT_ERROR_TITLE = 'Payment Error'
export const PAYMENT_FAILED = 'Failed to create payment session. Please try again.'

export const PAYMENT_MESSAGES = {
	creatingLabel: 'Creating Payment...',
	creatingSession: {
		title: 'Creating Payment Session',
		description: 'Redirecting to secure checkout...',
	} satisfies ToastMessage,
	failedToStart: 'Failed to start checkout. Please try again.',
	noPaymentUrl: 'No payment URL received',
	sessionPending: 'Your payment session is still being created. Please try again.',
} as const
