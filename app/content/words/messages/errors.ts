// What a page says when it cannot be shown (the route error boundary), by HTTP status. The 404
// page is the one every visitor may meet (an unknown URL, not-found.ts); the others are rare,
// and the browser loads their words only when a page fails.
import { NOT_FOUND_PAGE } from './not-found.ts'

export type ErrorPageMessage = { heading: string; message: string }

export const ERROR_PAGE_MESSAGES = {
	400: {
		heading: 'Request not understood',
		message: 'We could not read that request. Please go back and try again.',
	},
	403: {
		heading: 'Access denied',
		message: 'You do not have permission to see this page.',
	},
	404: { heading: NOT_FOUND_PAGE.heading, message: NOT_FOUND_PAGE.message },
	405: {
		heading: 'Action not allowed',
		message: 'This page does not accept that kind of request. Please go back and try again.',
	},
	429: {
		heading: 'Too many requests',
		message: 'You have made too many requests. Please wait a minute and try again.',
	},
	500: {
		heading: 'Something went wrong',
		message: 'An unexpected error occurred. Please try again.',
	},
} as const satisfies Record<number, ErrorPageMessage>

export type ErrorPageStatus = keyof typeof ERROR_PAGE_MESSAGES

/** The words for a status; anything without its own words reads as the 500 page. */
export function errorPageMessage(status: number): ErrorPageMessage {
	return status in ERROR_PAGE_MESSAGES
		? ERROR_PAGE_MESSAGES[status as ErrorPageStatus]
		: ERROR_PAGE_MESSAGES[500]
}
