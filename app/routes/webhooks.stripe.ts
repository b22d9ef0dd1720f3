// POST /webhooks/stripe: Stripe's events. The signature covers the exact bytes Stripe sent, so the
// body is read raw (never parsed and re-serialised) and verified with STRIPE_WEBHOOK_SECRET.
import type { Route } from './+types/webhooks.stripe'
import { handlePaymentEvent } from '#app/workflows/payments/fulfilment.server.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { WebhookSignatureError } from '#app/domain/payments/payment-provider.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'

const text = (body: string, status: number) =>
	new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export function loader() {
	return text('Stripe sends its events here with POST.', 405)
}

export async function action({ request, context }: Route.ActionArgs) {
	const { payments } = context
	if (!payments.readWebhook) return text('Stripe is not the active payment provider.', 404)
	const rawBody = Buffer.from(await request.arrayBuffer())

	let event
	try {
		event = payments.readWebhook(rawBody, request.headers.get('Stripe-Signature'))
	} catch (error) {
		if (error instanceof WebhookSignatureError) return text('Invalid signature.', 400)
		return text('The event could not be read.', 400)
	}

	// Anything else (the database is down) answers 500 and Stripe delivers the event again later.
	const outcome = await handlePaymentEvent(context.db, event, {
		shopInbox: context.env.SHOP_INBOX,
		siteUrl: publicOrigin(context.env),
		shop: shopIdentity(context.env),
	})
	if (outcome === 'fulfilled' || outcome === 'late_payment' || outcome === 'refund_settled') {
		context.wakeOutbox()
	}
	if (outcome === 'unknown_order') {
		console.error(`Stripe event ${event.eventId} (${event.eventType}) names no order we know`)
	}
	return Response.json({ received: true, outcome })
}
