// The job list's form posts on /bulk-orders. "Request a Quote" makes a quote of the list (the
// server prices it again); "Price the list", the button a page without JavaScript shows, answers
// the page again with the list priced by the server (the live preview the page's code shows
// otherwise). The list is the pasted rows, or else the uploaded .csv file (posted only without
// JavaScript: with it the page reads the file into the box).
import { data } from 'react-router'
import type { Route } from './+types/bulk-orders'
import type { JobQuoteActionData } from '#app/components/quote/job-list-form.tsx'
import {
	JOB_LIST_FILE_NOT_TEXT,
	JOB_LIST_FILE_TOO_LARGE,
	JOB_PRICE_FAILED,
	JOB_QUOTE_FAILED,
	jobQuoteSentMessage,
} from '#app/content/words/messages/bulk.ts'
import { parseJobList } from '#app/domain/quote/job-list.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { parseJobQuoteContact } from '#app/domain/quote/job-quote-request.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { echoFields, uploadedText, type FieldLimits } from '#app/utils/form-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { requestQuote } from '#app/workflows/quote/contractor-quotes.server.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/limits/public-write-limits.server.ts'

type Context = Route.ActionArgs['context']

/**
 * The pasted rows, or else the uploaded file's text (`file`: the box shows it again when the list
 * is refused); a refusal for a file that cannot be one.
 */
async function jobListText(
	form: FormData,
): Promise<{ text: string; file?: true } | { problem: string }> {
	const pasted = form.get('jobList')
	if (typeof pasted === 'string' && pasted.trim() !== '') return { text: pasted }
	const uploaded = await uploadedText(form, 'jobFile', JOB_LIST_LIMITS.fileBytes)
	if (uploaded === 'too-large') return { problem: JOB_LIST_FILE_TOO_LARGE }
	if (uploaded === 'not-text') return { problem: JOB_LIST_FILE_NOT_TEXT }
	return uploaded === null ? { text: '' } : { text: uploaded, file: true }
}

/**
 * Every post counts toward the address's limit before it is checked: refused ones cost the
 * server too, so they are throttled like accepted ones. `limits` are the form's field limits
 * (readFormBody has cut each field to one past its limit; echoFields never sends more back).
 */
export async function jobListAction(
	form: FormData,
	request: Request,
	context: Context,
	limits: FieldLimits,
) {
	const values = echoFields(form, limits)
	const answer = (status: number, fields: Partial<JobQuoteActionData>, headers?: HeadersInit) =>
		data(
			{ jobQuote: { errors: {}, problems: [], values, formError: null, ...fields } },
			{ status, headers },
		)
	// Pricing costs CPU only, so it has a limit of its own, far above a person's pace.
	const pricing = form.has('price')
	const throttled = await throttlePublicWrite(context, request, pricing ? 'job-price' : 'job-quote')
	if (throttled) {
		const failed = pricing ? JOB_PRICE_FAILED : JOB_QUOTE_FAILED
		const formError = `${failed} ${tooManyRequestsSentence(throttled)}`
		return answer(429, { formError }, { 'Retry-After': String(throttled.retryAfterSeconds) })
	}
	const list = await jobListText(form)
	if ('problem' in list) return answer(400, { problems: [list.problem] })
	// A pasted list is sent back as echoFields cut it (never past its limit); a file's text,
	// at most its byte limit, fills the box.
	if (list.file) values.jobList = list.text
	// The page prices and checks the rows as its preview does, now on the server.
	if (pricing) return answer(200, {})

	const contact = parseJobQuoteContact(Object.fromEntries(form))
	const problems = parseJobList(list.text).problems.map((problem) => problem.message)
	if (!contact.success || problems.length > 0) {
		return answer(400, { errors: contact.success ? {} : contact.fieldErrors, problems })
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
