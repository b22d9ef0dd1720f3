// What the job list on /bulk-orders says about a row it cannot price. Sizes and quantities are
// checked with the /order rules (app/domain/order/order-form.ts), so those rows get the spec's words
// (app/content/words/messages/order.ts); the rest are the job list's own.
import { ORDER_FORM_MESSAGES } from '#app/content/words/messages/order.ts'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { formatWholeNumber } from '#app/domain/common/money.ts'

export const JOB_LIST_MESSAGES = {
	invalidSpecifications: ORDER_FORM_MESSAGES.invalidSpecifications.description,
	dimensionsTooSmall: ORDER_FORM_MESSAGES.dimensionsTooSmall.description,
	dimensionsTooLarge: ORDER_FORM_MESSAGES.dimensionsTooLarge.description,
	invalidQuantity: ORDER_FORM_MESSAGES.invalidQuantity.description,
	columns: 'Expected the columns label, width, height, quantity.',
	header: 'The header row must name a width and a height column.',
	label: SCREEN_LABEL_MESSAGE,
	tooManyRows: `A job list can have at most ${formatWholeNumber(JOB_LIST_LIMITS.rows)} rows; split it into several quotes.`,
	tooLong: `A job list can be at most ${formatWholeNumber(JOB_LIST_LIMITS.characters / 1024)} KB of text; split it into several quotes.`,
	empty: 'Paste or upload at least one row: label, width, height, quantity.',
} as const

export type JobListProblemKind = keyof typeof JOB_LIST_MESSAGES

/** "Row 2: Width and height must be at least 6 inches." */
export function rowProblemText(row: number, kind: JobListProblemKind): string {
	return row > 0 ? `Row ${row}: ${JOB_LIST_MESSAGES[kind]}` : JOB_LIST_MESSAGES[kind]
}
