// "Accept and pay" on /quote: an approved quote becomes one pending order with every line and
// label, priced exactly as the quote (app/domain/quote-order.ts), and the contractor goes to the
// same hosted checkout as a cart (checkoutOrder); the payment then goes through the one
// fulfilment like any order (docs/decisions/021-contractor-quotes.md).
//
// Exactly once: the accept runs in one transaction that first locks the quote's row, so two
// accepts of one quote (a double click, two tabs, two server processes) run one after the other;
// the second finds the first one's order in quotes.order_id and gets its checkout back. A new
// order is made only when the quote has none, or its order ended unpaid (the session expired or
// failed), and the link is a conditional UPDATE on the order it replaces.
import { quoteDiscountName } from '#app/content/messages/hosted-checkout.ts'
import { MAX_CARD_PAYMENT_CENTS } from '#app/content/messages/quote-payment.ts'
import { quoteOrderTotals } from '#app/domain/quote-order.ts'
import { formatPercent } from '#app/domain/volume-pricing.ts'
import { findOrder, type Order } from '#app/models/orders.server.ts'
import {
	insertQuoteOrder,
	linkQuoteOrder,
	listQuoteLines,
	lockQuoteByTokenHash,
} from '#app/models/quote-orders.server.ts'
import type { Quote } from '#app/models/quotes.server.ts'
import type { DB } from '#db/index.ts'
import { checkoutOrder, type CheckoutDeps } from './checkout.server.ts'
import { hashQuoteToken, isQuoteExpired, isQuoteToken } from './contractor-quotes.server.ts'

export type QuoteAcceptResult =
	| { status: 'checkout'; url: string; orderId: string; reused: boolean }
	/** Paid already: nothing is charged again; the contractor is shown the order. */
	| { status: 'paid'; order: Order }
	/** A malformed, unknown or tampered token, or a quote that is not approved. */
	| { status: 'not-found' }
	| { status: 'expired'; number: string }
	/** More than one card payment may be (MAX_CARD_PAYMENT_CENTS). */
	| { status: 'too-large' }

type Claim =
	| { status: 'order'; order: Order; created: boolean; quote: Quote }
	| Exclude<QuoteAcceptResult, { status: 'checkout' }>

/**
 * Accepts the quote the token opens and answers the hosted checkout to send the contractor to.
 * Throws CheckoutError (502/503) when the provider cannot open a session, as for a cart.
 */
export async function acceptQuote(
	deps: CheckoutDeps,
	input: { token: string | null; origin: string },
): Promise<QuoteAcceptResult> {
	if (!isQuoteToken(input.token)) return { status: 'not-found' }
	const tokenHash = hashQuoteToken(input.token)
	const now = deps.now ?? (() => new Date())
	let answer: Exclude<QuoteAcceptResult, { status: 'checkout' }> | null = null
	let accepted: Quote | null = null
	const started = await checkoutOrder(
		deps,
		async () => {
			const claim = await claimQuoteOrder(deps.db, tokenHash, deps.payments.id, now())
			if (claim.status !== 'order') {
				answer = claim
				return null
			}
			accepted = claim.quote
			return { order: claim.order, created: claim.created }
		},
		() => {
			const quote = accepted!
			return {
				customerEmail: quote.email,
				origin: input.origin,
				// Not the quote's own link: its token is kept out of the provider's records.
				cancelUrl: `${input.origin}/bulk-orders`,
				discountName: quoteDiscountName(quote.number, formatPercent(quote.discount_basis_points)),
				payBy: new Date(quote.expires_at),
			}
		},
	)
	if (started) return { status: 'checkout', ...started }
	return answer ?? { status: 'not-found' }
}

/**
 * In one transaction: the quote locked and checked (approved, not expired), then its current
 * order if it is paid or still waiting for payment, else a new order from its lines, linked.
 */
async function claimQuoteOrder(
	db: DB,
	tokenHash: string,
	provider: string,
	now: Date,
): Promise<Claim> {
	return db.transaction().execute(async (trx): Promise<Claim> => {
		const quote = await lockQuoteByTokenHash(trx, tokenHash)
		if (!quote || quote.status !== 'approved') return { status: 'not-found' }
		const current = quote.order_id ? await findOrder(trx, quote.order_id) : undefined
		if (current?.paid_at) return { status: 'paid', order: current }
		if (isQuoteExpired(quote, now)) return { status: 'expired', number: quote.number }
		if (current?.status === 'pending_payment') {
			return { status: 'order', order: current, created: false, quote }
		}
		if (quote.total_cents > MAX_CARD_PAYMENT_CENTS) return { status: 'too-large' }
		const lines = await listQuoteLines(trx, quote.id)
		const totals = quoteOrderTotals(quote, lines)
		const order = await insertQuoteOrder(trx, { quote, lines, totals, provider }, now)
		if (!(await linkQuoteOrder(trx, quote.id, quote.order_id, order.id, now))) {
			throw new Error(`Quote ${quote.number} got another order while it was locked`)
		}
		return { status: 'order', order, created: true, quote }
	})
}
