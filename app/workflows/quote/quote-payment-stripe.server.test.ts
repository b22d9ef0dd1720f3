// "Accept and pay" with Stripe, through the real SDK against the local stand-in, on both
// databases: a 250-line quote's session keeps within Stripe's 100 line items, its discount is a
// one-off coupon of exactly the quote's discount, Stripe's total equals ours to the cent, and the
// paid webhook fulfils the order without a flag.
import { beforeEach, expect, it } from 'vitest'
import { MAX_CHECKOUT_LINE_ITEMS } from '#app/domain/payments/payment-provider.ts'
import { findOrder, listOrderItems } from '#app/models/order/orders.server.ts'
import { action as webhook } from '#app/routes/webhooks.stripe.ts'
import {
	paymentContext,
	routeArgs,
	SHOP_ORIGIN,
	stripeEvent,
	webhookRequest,
} from '#tests/support/fixtures/payment.ts'
import { approvedQuote, jobListOf } from '#tests/support/fixtures/quotes.ts'
import { stripeStandInForFile } from '#tests/support/fixtures/stripe.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { paidCustomerDetails } from '#tests/support/stand-ins/stripe.ts'
import { acceptQuote } from './quote-payment.server.ts'

const standIn = stripeStandInForFile()

type LineItemParam = {
	quantity: string
	price_data: { unit_amount: string; product_data: { name: string; description?: string } }
}

describeEachDatabase('paying a contractor quote on Stripe', (getDb) => {
	beforeEach(() => getDb().clear())

	it('sends a 250-line quote as at most 100 line items and a coupon; Stripe totals ours', async () => {
		const { db, dialect } = getDb()
		const { quote, token } = await approvedQuote(db, {
			jobList: jobListOf(250),
			basisPoints: 1250,
		})
		expect(quote.lines).toHaveLength(250)
		const before = standIn.requests.length
		const accepted = await acceptQuote(
			{ db, payments: standIn.provider(), ttlMinutes: 60 },
			{ token, origin: SHOP_ORIGIN },
		)
		if (accepted.status !== 'checkout') throw new Error(accepted.status)
		const order = (await findOrder(db, accepted.orderId))!
		expect(await listOrderItems(db, order.id)).toHaveLength(250)
		expect(order.discount_cents).toBe(quote.discount_cents)

		const [couponRequest, sessionRequest] = standIn.requests.slice(before)
		expect(couponRequest).toMatchObject({
			method: 'POST',
			path: '/v1/coupons',
			params: {
				amount_off: String(quote.discount_cents),
				currency: 'usd',
				duration: 'once',
				max_redemptions: '1',
				name: `Quote ${quote.number}: 12.5% off`,
				metadata: { order_id: order.id },
			},
		})
		expect(couponRequest!.headers['idempotency-key']).toBe(`order-${order.id}-session-0-coupon`)
		const coupon = [...standIn.coupons.values()].find(
			(each) => (each.metadata as { order_id?: string }).order_id === order.id,
		)!
		expect(sessionRequest!.path).toBe('/v1/checkout/sessions')
		expect(sessionRequest!.params.discounts).toEqual([{ coupon: coupon.id }])

		const items = sessionRequest!.params.line_items as LineItemParam[]
		expect(items.length).toBeLessThanOrEqual(MAX_CHECKOUT_LINE_ITEMS)
		const screens = items.slice(0, -1)
		const tax = items.at(-1)!
		expect(tax.price_data).toMatchObject({
			unit_amount: String(quote.tax_cents),
			product_data: { name: 'Sales tax' },
		})
		// One line per unit price, "Custom Window Screen, $X.XX each", with the summed quantity.
		const prices = screens.map((item) => Number(item.price_data.unit_amount))
		expect(new Set(prices).size).toBe(prices.length)
		for (const item of screens) {
			const unit = Number(item.price_data.unit_amount)
			expect(item.price_data.product_data.name).toBe(
				`Custom Window Screen, $${(unit / 100).toFixed(2)} each`,
			)
			const quantity = quote.lines
				.filter((line) => line.unit_price_cents === unit)
				.reduce((sum, line) => sum + line.quantity, 0)
			expect(Number(item.quantity)).toBe(quantity)
		}
		expect(screens.reduce((sum, item) => sum + Number(item.quantity), 0)).toBe(quote.screen_count)

		// Stripe's own reckoning (the stand-in's): lines less the coupon plus shipping, to the cent.
		const session = standIn.sessions.get(order.provider_session_id!)!
		expect(session.amount_total).toBe(order.total_cents)
		expect(session.amount_total).toBe(quote.total_cents)
		expect(session.total_details).toMatchObject({ amount_discount: quote.discount_cents })
		expect(session.url).toBe(accepted.url)

		// Paid at Stripe: the webhook fulfils the order once, with nothing to review.
		const paid = standIn.completeSession(session.id, paidCustomerDetails('pat@example.com'))
		const context = paymentContext(db, dialect, standIn.provider())
		const delivered = (await webhook(
			routeArgs(
				webhookRequest(stripeEvent('evt_quote_paid', 'checkout.session.completed', paid)),
				context,
			),
		)) as Response
		expect(delivered.status).toBe(200)
		expect(await findOrder(db, order.id)).toMatchObject({
			status: 'received',
			needs_review: 0,
			amount_paid_cents: quote.total_cents,
		})
		expect(context.wakeups()).toBe(1)
	})
})
