// The job list's form posts on /bulk-orders. "Request a Quote" makes a quote of the list (the
// server prices it again); "Price the list", the button a page without JavaScript shows, answers
// the page again with the list priced by the server (the live preview the page's code shows
// otherwise). The list is the pasted rows, or else the uploaded .csv file (posted only without
// JavaScript: with it the page reads the file into the box).
import { data } from 'react-router'
import type { Route } from './+types/bulk-orders'
import type { JobQuoteActionData } from '#app/components/bulk/job-list-form.tsx'
import {
	JOB_LIST_FILE_NOT_TEXT,
	JOB_LIST_FILE_TOO_LARGE,
	JOB_PRICE_FAILED,
	JOB_QUOTE_FAILED,
	jobQuoteSentMessage,
} from '#app/content/messages/bulk.ts'
import { parseJobList } from '#app/domain/job-list.ts'
import { JOB_LIST_LIMITS } from '#app/domain/job-list-limits.ts'
import { parseJobQuoteContact } from '#app/domain/job-quote-request.ts'
import { visitorOrigin } from '#app/services/auth/public-origin.server.ts'
import { uploadedText } from '#app/utils/form-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { requestQuote } from '#app/workflows/contractor-quotes.server.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/public-write-limits.server.ts'

type Context = Route.ActionArgs['context']

/** The form's text fields as typed, for the page to show again (a file is not echoed). */
function textValues(form: FormData): Record<string, string> {
	const values: Record<string, string> = {}
	for (const [key, value] of form) if (typeof value === 'string') values[key] = value
	return values
}

/** The pasted rows, or else the uploaded file's text; a refusal for a file that cannot be one. */
async function jobListText(form: FormData): Promise<{ text: string } | { problem: string }> {
	const pasted = form.get('jobList')
	if (typeof pasted === 'string' && pasted.trim() !== '') return { text: pasted }
	const uploaded = await uploadedText(form, 'jobFile', JOB_LIST_LIMITS.fileBytes)
	if (uploaded === 'too-large') return { problem: JOB_LIST_FILE_TOO_LARGE }
	if (uploaded === 'not-text') return { problem: JOB_LIST_FILE_NOT_TEXT }
	return { text: uploaded ?? '' }
}

export async function jobListAction(form: FormData, request: Request, context: Context) {
	const values = textValues(form)
	const answer = (status: number, fields: Partial<JobQuoteActionData>, headers?: HeadersInit) =>
		data(
			{ jobQuote: { errors: {}, problems: [], values, formError: null, ...fields } },
			{ status, headers },
		)
	const list = await jobListText(form)
	if ('problem' in list) return answer(400, { problems: [list.problem] })
	values.jobList = list.text

	if (form.has('price')) {
		// Pricing costs CPU only, so it has a limit of its own, far above a person's pace.
		const throttled = await throttlePublicWrite(context, request, 'job-price')
		if (throttled) {
			const formError = `${JOB_PRICE_FAILED} ${tooManyRequestsSentence(throttled)}`
			return answer(429, { formError }, { 'Retry-After': String(throttled.retryAfterSeconds) })
		}
		// The page prices and checks the rows as its preview does, now on the server.
		return answer(200, {})
	}

	const contact = parseJobQuoteContact(values)
	const problems = parseJobList(list.text).problems.map((problem) => problem.message)
	if (!contact.success || problems.length > 0) {
		return answer(400, { errors: contact.success ? {} : contact.fieldErrors, problems })
	}
	const throttled = await throttlePublicWrite(context, request, 'job-quote')
	if (throttled) {
		const formError = `${JOB_QUOTE_FAILED} ${tooManyRequestsSentence(throttled)}`
		return answer(429, { formError }, { 'Retry-After': String(throttled.retryAfterSeconds) })
	}
	const result = await requestQuote(
		context.db,
		{ contact: contact.data, jobList: list.text },
		{ ...context.env, linkOrigin: visitorOrigin(request, context.env) },
	)
	if (!result.ok) return answer(400, { problems: result.problems.map((each) => each.message) })
	context.wakeOutbox()
	return redirectWithToast(
		'/bulk-orders',
		jobQuoteSentMessage(result.quote.number, result.quote.email),
		context.sessionSecret,
	)
}
