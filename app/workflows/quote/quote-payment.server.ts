// "Accept and pay" on /quote: an approved quote becomes one pending order with every line and
// label, priced exactly as the quote (app/domain/quote/quote-order.ts), and the contractor goes to the
// same hosted checkout as a cart (checkoutOrder); the payment then goes through the one
// fulfilment like any order (docs/decisions/021-contractor-quotes.md).
//
// Exactly once: the accept runs in one transaction that first locks the quote's row, so two
// accepts of one quote (a double click, two tabs, two server processes) run one after the other;
// the second finds the first one's order in quotes.order_id and gets its checkout back. A new
// order is made only when the quote has none, or its order ended unpaid (the session expired or
// failed), and the link is a conditional UPDATE on the order it replaces.
import { quoteDiscountName } from '#app/content/words/messages/hosted-checkout.ts'
import { MAX_CARD_PAYMENT_CENTS } from '#app/content/words/messages/quote-payment.ts'
import { formatPercent } from '#app/domain/quote/volume-pricing.ts'
import { insertPricedOrder, type Order, type OrderItem } from '#app/models/order/orders.server.ts'
import { linkQuoteOrder, type Quote } from '#app/models/quote/quotes.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import { checkoutOrder, type CheckoutDeps } from '#app/workflows/checkout/checkout.server.ts'
import { checkQuoteLink } from './contractor-quotes.server.ts'
import { CLEARANCE } from '#app/content/facts/workshop-rules.ts'
import { pricedQuoteOrder } from '#app/workflows/order/priced-orders.server.ts'

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
	| { status: 'order'; order: Order; created: boolean; items?: OrderItem[]; quote: Quote }
	| Exclude<QuoteAcceptResult, { status: 'checkout' }>

/**
 * Accepts the quote the token opens and answers the hosted checkout to send the contractor to.
 * Throws CheckoutError (502/503) when the provider cannot open a session, as for a cart.
 */
export async function acceptQuote(
	deps: CheckoutDeps,
	input: { token: string | null; origin: string },
): Promise<QuoteAcceptResult> {
	const now = deps.now ?? (() => new Date())
	let answer: Exclude<QuoteAcceptResult, { status: 'checkout' }> | null = null
	let accepted: Quote | null = null
	const started = await checkoutOrder(
		deps,
		async () => {
			const claim = await claimQuoteOrder(
				deps.db,
				input.token,
				deps.payments.id,
				deps.clearanceSixteenths ?? CLEARANCE.defaultSixteenths,
				now(),
			)
			if (claim.status !== 'order') {
				answer = claim
				return null
			}
			accepted = claim.quote
			return { order: claim.order, created: claim.created, items: claim.items }
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
 * In one transaction: the quote locked and its link checked (approved, not expired), then its
 * current order if it is paid or still waiting for payment, else a new order priced from its
 * lines, linked.
 */
async function claimQuoteOrder(
	db: DB,
	token: string | null,
	provider: string,
	clearanceSixteenths: number,
	now: Date,
): Promise<Claim> {
	return inTransaction(db, async (trx): Promise<Claim> => {
		const link = await checkQuoteLink(trx, token, now, { lock: true })
		if (link.status === 'paid') return { status: 'paid', order: link.order }
		if (link.status !== 'open') return link
		const { quote, order: current } = link
		if (current?.status === 'pending_payment') {
			return { status: 'order', order: current, created: false, quote }
		}
		if (quote.total_cents > MAX_CARD_PAYMENT_CENTS) return { status: 'too-large' }
		const created = await insertPricedOrder(
			trx,
			pricedQuoteOrder(quote, provider, clearanceSixteenths),
			now,
		)
		if (!created) throw new Error(`Quote ${quote.number}'s order was refused without a key`)
		if (!(await linkQuoteOrder(trx, quote.id, quote.order_id, created.order.id, now))) {
			throw new Error(`Quote ${quote.number} got another order while it was locked`)
		}
		return { status: 'order', order: created.order, created: true, items: created.items, quote }
	})
}
