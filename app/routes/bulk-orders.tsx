import { data } from 'react-router'
import type { Route } from './+types/bulk-orders'
import { BulkQuoteForm } from '#app/components/quote/bulk-quote-form.tsx'
import { JobListForm } from '#app/components/quote/job-list-form.tsx'
import { ButtonLink } from '#app/components/marketing/button-link.tsx'
import { PageIntro } from '#app/components/marketing/page-intro.tsx'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import {
	BULK_AUDIENCES,
	BULK_EMAIL_SUBJECT,
	BULK_RANGE,
	bulkBenefits,
} from '#app/content/words/bulk.ts'
import { BULK_QUOTE_FAILED, BULK_QUOTE_MESSAGES } from '#app/content/words/messages/bulk.ts'
import { CONTACT } from '#app/content/facts/shop-facts.ts'
import { BULK_QUOTE_LIMITS, parseBulkQuote } from '#app/domain/quote/bulk-quote.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { listVolumeTiers } from '#app/models/quote/volume-tiers.server.ts'
import { echoFields, readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta, shopOf } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { createInquiry } from '#app/workflows/inquiry/inquiry-submission.server.ts'
import { jobListAction } from './job-list-actions.server.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/limits/public-write-limits.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(
		matches,
		'Bulk Orders',
		`Ordering ${BULK_RANGE} custom window screens? Contractors and property managers get volume pricing by quote: e-mail ${shopOf(matches)?.bulkEmail ?? 'us'} or request a quote online.`,
	)

// A refused request says when to try again (Retry-After), also to a page post.
export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export async function loader({ context }: Route.LoaderArgs) {
	return { tiers: await listVolumeTiers(context.db) }
}

/** The most characters of each field of the two forms: their checks' maximums. */
const FIELD_LIMITS = { ...BULK_QUOTE_LIMITS, quantity: 20, jobList: JOB_LIST_LIMITS.characters }

// Every post counts toward the address's limit before it is checked: refused ones cost the
// server too, so they are throttled like accepted ones.
export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormBody(request, FIELD_LIMITS)
	if (form.get('intent') === 'job-quote') return jobListAction(form, request, context, FIELD_LIMITS)
	const values = echoFields(form, FIELD_LIMITS)
	const throttled = await throttlePublicWrite(context, request, 'bulk-quote')
	if (throttled) {
		const formError = `${BULK_QUOTE_FAILED} ${tooManyRequestsSentence(throttled)}`
		return data(
			{ errors: {}, values, formError },
			{ status: 429, headers: { 'Retry-After': String(throttled.retryAfterSeconds) } },
		)
	}
	const result = parseBulkQuote(form)
	if (!result.success) {
		return data({ errors: result.fieldErrors, values, formError: null }, { status: 400 })
	}
	await createInquiry(context.db, { kind: 'bulk', ...result.data }, context.env)
	context.wakeOutbox()
	return redirectWithToast('/bulk-orders', BULK_QUOTE_MESSAGES.sent, context.sessionSecret)
}

export default function BulkOrders({ actionData, loaderData }: Route.ComponentProps) {
	const bulkForm = actionData && 'errors' in actionData ? actionData : undefined
	const jobQuote = actionData && 'jobQuote' in actionData ? actionData.jobQuote : undefined
	const shop = useShopIdentity()
	const mailto = `mailto:${shop.bulkEmail}?subject=${encodeURIComponent(BULK_EMAIL_SUBJECT)}`
	return (
		<>
			<PageIntro eyebrow="For contractors and property managers" title="Bulk Orders">
				<p>{`Need ${BULK_RANGE} screens? Contact us by e-mail for volume pricing on custom window screens, built to every size on your list.`}</p>
			</PageIntro>

			<div className="page-sections">
				<section aria-labelledby="bulk-offer-title" className="grid gap-10 md:grid-cols-2">
					<div>
						<h2 id="bulk-offer-title" className="text-2xl font-bold text-ink">
							{`${BULK_RANGE} screens, one quote`}
						</h2>
						<p className="mt-3 text-muted">Bulk pricing is made for projects like these:</p>
						<ul className="mt-4 list-disc space-y-2 pl-6 text-ink">
							{BULK_AUDIENCES.map((audience) => (
								<li key={audience}>{audience}</li>
							))}
						</ul>
						<div className="mt-8 rounded-2xl bg-brand-50 p-6">
							<p className="font-semibold text-ink">Send us your list of sizes and quantities:</p>
							<p className="mt-2 text-muted">
								{`E-mail ${shop.bulkEmail} and we reply with pricing typically within ${CONTACT.responseHours} hours.`}
							</p>
							<p className="mt-4">
								<ButtonLink href={mailto}>Email for Bulk Pricing</ButtonLink>
							</p>
						</div>
					</div>
					<ul className="grid gap-4">
						{bulkBenefits(shop).map((benefit) => (
							<li key={benefit.title} className="rounded-2xl border border-gray-200 p-5">
								<h3 className="text-lg font-semibold text-ink">{benefit.title}</h3>
								<p className="mt-1 text-muted">{benefit.text}</p>
							</li>
						))}
					</ul>
				</section>

				<section id="quote" aria-labelledby="quote-title" className="scroll-mt-24">
					<h2 id="quote-title" className="text-2xl font-bold text-ink">
						Request a bulk quote
					</h2>
					<p className="mt-2 text-muted">
						Prefer a form? Tell us about your project and we will get back to you.
					</p>
					<BulkQuoteForm
						errors={bulkForm?.errors}
						values={bulkForm?.values}
						formError={bulkForm?.formError}
					/>
				</section>

				<section id="job-quote" aria-labelledby="job-list-title" className="scroll-mt-24">
					<h2 id="job-list-title" className="text-2xl font-bold text-ink">
						Price a job list
					</h2>
					<p id="job-list-intro" className="mt-2 text-muted">
						Have a spreadsheet of openings? Paste its rows or upload it as a .csv file: every row is
						checked and priced at once, and you can request a quote for the whole list.
					</p>
					<JobListForm tiers={loaderData.tiers} result={jobQuote} />
				</section>
			</div>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
