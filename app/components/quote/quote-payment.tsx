import { Form, Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { QUOTE_PAYMENT_TEXT } from '#app/content/words/messages/quote-payment.ts'

/** The order that paid a quote, as its contractor sees it. */
export type QuotePaidOrder = { number: string; statusLabel: string }

/**
 * "Accept and pay" under an approved quote's totals: a POST to the page (its token is in the
 * URL), answered with the hosted checkout; or, once paid, the order and the way to track it.
 */
export function QuotePayment({
	quoteNumber,
	paid,
	formError,
}: {
	quoteNumber: string
	paid: QuotePaidOrder | null
	formError: string | null
}) {
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	if (paid) {
		return (
			<div role="status" className="mt-6 rounded-2xl bg-brand-50 p-4">
				<p className="font-semibold text-ink">{QUOTE_PAYMENT_TEXT.paidTitle(quoteNumber)}</p>
				<p className="mt-1 text-ink">{QUOTE_PAYMENT_TEXT.paid(paid.number, paid.statusLabel)}</p>
				<p className="mt-2">
					<Link to="/track-order" className="font-semibold text-brand-700 underline">
						{QUOTE_PAYMENT_TEXT.trackLink}
					</Link>
				</p>
			</div>
		)
	}
	return (
		<Form method="post" className="mt-6">
			<Button type="submit" waiting disabled={submitting} aria-describedby="accept-note">
				{QUOTE_PAYMENT_TEXT.button}
			</Button>
			<p id="accept-note" className="mt-2 text-sm text-muted">
				{QUOTE_PAYMENT_TEXT.buttonNote}
			</p>
			{formError ? (
				<p role="alert" className="error-alert mt-3 p-3">
					{formError}
				</p>
			) : null}
		</Form>
	)
}
