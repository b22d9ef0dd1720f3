// What paying says (spec 4 and 8): the pay button while it waits, the toast before the hosted
// checkout opens, and the 'Payment Error' toast's messages from the browser and the server.
// Separate constants, so the browser carries only the ones it shows.
import type { ToastMessage } from '#app/utils/toast.ts'

export const PAYMENT_ERROR_TITLE = 'Payment Error'
export const PAYMENT_FAILED = 'Failed to create payment session. Please try again.'
export const PAYMENT_FAILED_TO_START = 'Failed to start checkout. Please try again.'
export const PAYMENT_NO_URL = 'No payment URL received'
export const PAYMENT_SESSION_PENDING =
	'Your payment session is still being created. Please try again.'
export const PAYMENT_CREATING_LABEL = 'Creating Payment...'
export const PAYMENT_CREATING_TOAST: ToastMessage = {
	title: 'Creating Payment Session',
	description: 'Redirecting to secure checkout...',
}
