// What the bulk-quote form on /bulk-orders says once a request is sent.
import { CONTACT } from '#app/content/shop-facts.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

export const BULK_QUOTE_MESSAGES = {
	sent: {
		title: 'Quote Request Sent!',
		description: `Thank you. We will reply with pricing typically within ${CONTACT.responseHours} hours.`,
	},
} as const satisfies Record<string, ToastMessage>

/** When the request could not be taken (the inquiry form's words, for a quote). */
export const BULK_QUOTE_FAILED = 'Failed to send your quote request. Please try again.'
