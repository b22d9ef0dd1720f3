// Who asks for a job-list quote on /bulk-orders: the bulk form's own fields and rules.
import { BulkQuoteSchema } from './bulk-quote.ts'

export const JobQuoteContactSchema = BulkQuoteSchema.pick({
	name: true,
	company: true,
	email: true,
	phone: true,
})

export type JobQuoteContact = {
	name: string
	company?: string | undefined
	email: string
	phone?: string | undefined
}
export type JobQuoteContactField = keyof JobQuoteContact
export type JobQuoteContactErrors = Partial<Record<JobQuoteContactField, string>>

/** Checks the contact fields; on failure the first message of each bad field. */
export function parseJobQuoteContact(
	values: Record<string, unknown>,
):
	| { success: true; data: JobQuoteContact }
	| { success: false; fieldErrors: JobQuoteContactErrors } {
	const result = JobQuoteContactSchema.safeParse(values)
	if (result.success) return { success: true, data: result.data }
	const fieldErrors: JobQuoteContactErrors = {}
	for (const issue of result.error.issues) {
		const field = issue.path[0] as JobQuoteContactField | undefined
		if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
	}
	return { success: false, fieldErrors }
}
