// /payment-success?session_id=...: where the provider sends the customer after paying. If the
// provider's confirmation (webhook) has not arrived yet, the loader asks the provider itself and
// fulfils through the same path; until the payment is confirmed the page says so and re-checks.
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import type { Route } from './+types/payment-success'
import {
	PAYMENT_HEADINGS,
	PaymentResult,
	type PaymentState,
} from '#app/components/payments/payment-result.tsx'
import { orderReceipt, type Receipt } from '#app/domain/order/order-display.ts'
import { refundStatusLines } from '#app/domain/payments/refund-display.ts'
import { orderNumberFromSessionId } from '#app/domain/order/order-number.ts'
import { isOnGuide, type OrderStatus } from '#app/domain/order/order-status.ts'
import {
	findOrder,
	findOrderBySessionId,
	withItems,
	type Order,
} from '#app/models/order/orders.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { reconcileSession } from '#app/workflows/payments/reconcile.server.ts'
import { queuedMail } from '#app/workflows/payments/fulfilment.server.ts'
import { findOrderChangeBySession } from '#app/models/order/order-change-records.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { clearanceSentence } from '#app/content/words/clearance.ts'
import { orderClearance } from '#app/domain/production/clearance.ts'
import { formatShipsBy } from '#app/domain/shipping/ship-by-format.ts'

// The tab's title follows the page's state (a made-up session id is 'Payment Not Found').
export const meta: Route.MetaFunction = ({ data, matches }) => [
	...pageMeta(
		matches,
		PAYMENT_HEADINGS[data?.state ?? 'unknown'],
		'Your payment and order reference.',
	),
	{ name: 'robots', content: 'noindex' },
]

// The receipt names the customer and their address: for this browser only.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

function stateOf(order: Order | undefined): PaymentState {
	if (!order) return 'unknown'
	if (order.status === 'pending_payment') return 'pending'
	if (order.paid_at && isOnGuide(order.status as OrderStatus)) return 'confirmed'
	return order.paid_at ? 'review' : 'not_paid'
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const sessionId = new URL(request.url).searchParams.get('session_id')?.trim() ?? ''
	const providerName = context.payments.displayName
	if (!/^[A-Za-z0-9_]{8,255}$/.test(sessionId)) {
		return {
			state: 'unknown' as PaymentState,
			reference: null,
			providerName,
			receipt: null,
			shipsBy: null,
			fit: null,
		}
	}
	// A change's session (issue 27) pays for a change of an order paid before: its order.
	const change = await findOrderChangeBySession(context.db, sessionId)
	let order = change
		? await findOrder(context.db, change.order_id)
		: await findOrderBySessionId(context.db, sessionId)
	if (order?.status === 'pending_payment' || change?.status === 'awaiting_payment') {
		const result = await reconcileSession(
			{
				db: context.db,
				payments: context.payments,
				settings: {
					shopInbox: context.env.SHOP_INBOX,
					siteUrl: visitorOrigin(request, context.env),
					shop: shopIdentity(context.env),
				},
			},
			sessionId,
			{ source: 'return' },
		)
		if (queuedMail(result)) context.wakeOutbox()
		order = await findOrder(context.db, order!.id)
	}
	const state = stateOf(order)
	// The receipt only once the payment is confirmed: until then it is not an order of record.
	const receipt: Receipt | null =
		order && state === 'confirmed'
			? orderReceipt(
					await withItems(context.db, order),
					refundStatusLines(await listRefundsOfOrder(context.db, order.id)),
				)
			: null
	return {
		state,
		reference:
			state === 'unknown' ? null : change ? order!.number : orderNumberFromSessionId(sessionId),
		providerName,
		receipt,
		shipsBy: state === 'confirmed' && order?.ship_by ? formatShipsBy(order.ship_by) : null,
		// The clearance this order was made under, whatever the shop's setting is by now.
		fit:
			state === 'confirmed' && order
				? clearanceSentence(orderClearance(order.clearance_sixteenths))
				: null,
		changed: Boolean(change),
	}
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
	return <PaymentResult {...loaderData} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
