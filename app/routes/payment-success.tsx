// /payment-success?session_id=...: where the provider sends the customer after paying. If the
// provider's confirmation (webhook) has not arrived yet, the loader asks the provider itself and
// fulfils through the same path; until the payment is confirmed the page says so and re-checks.
import type { Route } from './+types/payment-success'
import { PaymentResult, type PaymentState } from '#app/components/payments/payment-result.tsx'
import { orderNumberFromSessionId } from '#app/domain/order-number.ts'
import { isOnGuide, type OrderStatus } from '#app/domain/order-status.ts'
import { findOrder, findOrderBySessionId, type Order } from '#app/models/orders.server.ts'
import { publicOrigin } from '#app/services/auth/public-origin.server.ts'
import { reconcileSession } from '#app/services/payments/reconcile.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => [
	...pageMeta('Payment Successful', 'Your payment and order reference.'),
	{ name: 'robots', content: 'noindex' },
]

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
		return { state: 'unknown' as PaymentState, reference: null, providerName }
	}
	let order = await findOrderBySessionId(context.db, sessionId)
	if (order?.status === 'pending_payment') {
		const result = await reconcileSession(
			{
				db: context.db,
				payments: context.payments,
				settings: {
					shopInbox: context.env.SHOP_INBOX,
					siteUrl: publicOrigin(request, context.env),
				},
			},
			sessionId,
			{ source: 'return' },
		)
		if (result === 'fulfilled' || result === 'late_payment') context.wakeOutbox()
		order = await findOrder(context.db, order.id)
	}
	const state = stateOf(order)
	return {
		state,
		reference: state === 'unknown' ? null : orderNumberFromSessionId(sessionId),
		providerName,
	}
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
	return <PaymentResult {...loaderData} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
