// What the bulk-quote form on /bulk-orders says once a request is sent.
import { CONTACT } from '#app/content/facts/shop-facts.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

export const BULK_QUOTE_MESSAGES = {
	sent: {
		title: 'Quote Request Sent!',
		description: `Thank you. We will reply with pricing typically within ${CONTACT.responseHours} hours.`,
	},
} as const satisfies Record<string, ToastMessage>

/** When the request could not be taken (the inquiry form's words, for a quote). */
export const BULK_QUOTE_FAILED = 'Failed to send your quote request. Please try again.'

/** The toast once a job list became a quote. */
export function jobQuoteSentMessage(number: string, email: string): ToastMessage {
	return {
		title: 'Quote Requested',
		description: `Your quote ${number} is on its way to ${email}. We review it and e-mail you a private link, typically within ${CONTACT.responseHours} hours.`,
	}
}

export const JOB_LIST_FILE_TOO_LARGE =
	'That file is too large: a job list file can be at most 512 KB.'
export const JOB_LIST_FILE_NOT_TEXT = 'That file is not a text (.csv) file.'

/** When pricing job lists on the server (the page without JavaScript) comes too often. */
export const JOB_PRICE_FAILED = 'Could not price your job list.'

export const JOB_QUOTE_FAILED = 'Failed to send your quote request. Please try again.'
