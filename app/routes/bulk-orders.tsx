import { data } from 'react-router'
import type { Route } from './+types/bulk-orders'
import { BulkQuoteForm } from '#app/components/bulk/bulk-quote-form.tsx'
import { ButtonLink } from '#app/components/content/button-link.tsx'
import { PageIntro } from '#app/components/content/page-intro.tsx'
import { BULK_QUOTE_MESSAGES } from '#app/content/messages/bulk.ts'
import { BULK_AUDIENCES, BULK_BENEFITS, BULK_EMAIL_SUBJECT, BULK_RANGE } from '#app/content/bulk.ts'
import { CONTACT } from '#app/content/shop-facts.ts'
import { parseBulkQuote } from '#app/domain/bulk-quote.ts'
import { createInquiry } from '#app/models/inquiries.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const meta = () =>
	pageMeta(
		'Bulk Orders',
		`Ordering ${BULK_RANGE} custom window screens? Contractors and property managers get volume pricing by quote: e-mail ${CONTACT.bulkEmail} or request a quote online.`,
	)

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormBody(request)
	const result = parseBulkQuote(form)
	if (!result.success) {
		const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]))
		return data({ errors: result.fieldErrors, values }, { status: 400 })
	}
	await createInquiry(context.db, { kind: 'bulk', ...result.data }, context.env)
	context.wakeOutbox()
	return redirectWithToast('/bulk-orders', BULK_QUOTE_MESSAGES.sent, context.sessionSecret)
}

const mailto = `mailto:${CONTACT.bulkEmail}?subject=${encodeURIComponent(BULK_EMAIL_SUBJECT)}`

export default function BulkOrders({ actionData }: Route.ComponentProps) {
	return (
		<>
			<PageIntro eyebrow="For contractors and property managers" title="Bulk Orders">
				<p>{`Need ${BULK_RANGE} screens? Contact us by e-mail for volume pricing on custom window screens, built to every size on your list.`}</p>
			</PageIntro>

			<div className="mx-auto max-w-5xl space-y-16 px-4 py-12 sm:py-16">
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
								{`E-mail ${CONTACT.bulkEmail} and we reply with pricing typically within ${CONTACT.responseHours} hours.`}
							</p>
							<p className="mt-4">
								<ButtonLink href={mailto}>Email for Bulk Pricing</ButtonLink>
							</p>
						</div>
					</div>
					<ul className="grid gap-4">
						{BULK_BENEFITS.map((benefit) => (
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
					<BulkQuoteForm errors={actionData?.errors} values={actionData?.values} />
				</section>
			</div>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
