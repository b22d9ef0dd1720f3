// /admin/order?number=...: one order for the back office (items and sizes, totals, customer,
// address, payment, status history, the fit check's findings and its release) and the forms that
// move it on. Admins only (404 otherwise).
import { data, Link } from 'react-router'
import type { Route } from './+types/admin.order'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { AdminPage, AdminProblem } from '#app/components/admin/admin-page.tsx'
import { OrderDetails } from '#app/components/admin/order-details.tsx'
import { OrderMoves } from '#app/components/admin/order-moves.tsx'
import { OrderRefunds } from '#app/components/admin/order-refunds.tsx'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { ADMIN_CHANGE_WORDS } from '#app/content/words/messages/order-change.ts'
import { ownerMayChange } from '#app/domain/order/order-change.ts'
import { ORDER_STATUS_LABELS, type OrderStatus } from '#app/domain/order/order-status.ts'
import { formatShipsBy } from '#app/domain/shipping/ship-by-format.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { adminMoves } from '#app/workflows/order/order-moves.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'
import { adminOrderFromUrl } from './admin-order.server.ts'
import { moveAction } from './admin-order-move.server.ts'
import { refundAction } from './admin-order-refund.server.ts'
import { fitCheckView, orderView, refundsView } from './admin-order-view.server.ts'
import { FitCheckSection } from '#app/components/admin/fit-check-section.tsx'
import { FIT_CHECK_ADMIN } from '#app/content/words/fit-check-admin.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { fitCheckOf, releaseByOwner } from '#app/workflows/order/fit-check.server.ts'

export const meta: Route.MetaFunction = ({ data, ...args }) =>
	adminPageMeta(
		args,
		data?.order ? `Order ${data.order.number}` : 'Order',
		'An order in the back office.',
	)

export const headers = adminPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const found = await adminOrderFromUrl(request, context.db)
	if ('problem' in found) {
		return data(
			{ problem: found.problem, order: null, moves: [], refunds: null, fitCheck: null },
			{ status: found.status },
		)
	}
	const { order } = found
	const held = order.fit_hold === 1
	// A held order goes into production once its fit check is released (the section's button).
	const moves = adminMoves(order.status as OrderStatus)
		.filter((to) => !(held && to === 'in_production'))
		.map((to) => ({ to, label: ORDER_STATUS_LABELS[to] }))
	const shipBy = order.ship_by ? formatShipsBy(order.ship_by) : null
	return data({
		problem: null,
		order: {
			...orderView(order),
			status: order.status,
			shipBy,
			// The owner may change a paid order until it ships (/admin/order-change).
			changeable: ownerMayChange(order),
		},
		moves,
		refunds: refundsView(order, await listRefundsOfOrder(context.db, order.id)),
		fitCheck: fitCheckView(order, await fitCheckOf(context.db, order.id)),
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(request, context)
	const found = await adminOrderFromUrl(request, context.db)
	if ('problem' in found) throw data(found.problem, { status: found.status })
	const { order } = found
	const form = Object.fromEntries(await readFormBody(request))
	if (form.intent === 'refund' || form.intent === 'refund-shipping') {
		return refundAction(request, context, admin, order, form)
	}
	if (form.intent === 'fit-release') {
		const released = await releaseByOwner(context.db, order.id, admin)
		return redirectWithToast(
			`/admin/order?number=${order.number}`,
			released
				? { title: 'Order Released', description: FIT_CHECK_ADMIN.released(order.number) }
				: { title: 'Not Held', description: FIT_CHECK_ADMIN.notHeld },
			context.sessionSecret,
		)
	}
	return moveAction(request, context, admin, order, form)
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
	const { order, moves, problem, refunds, fitCheck } = loaderData
	const moveResult = actionData && 'to' in actionData ? actionData : undefined
	const refundResult = actionData && 'intent' in actionData ? actionData : undefined
	if (!order) {
		return (
			<AdminPage title="Order">
				<AdminProblem message={problem ?? 'No such order.'} />
			</AdminPage>
		)
	}
	return (
		<AdminPage title={`Order ${order.number}`}>
			{order.shipBy ? <p className="mt-2 font-semibold">{order.shipBy}</p> : null}
			<p className="mt-2 flex flex-wrap gap-4">
				<Link to={`/admin/work-order?number=${order.number}`} className="text-link">
					Print work order
				</Link>
				<Link to={`/admin/packing-slip?number=${order.number}`} className="text-link">
					Print packing slip
				</Link>
				{order.changeable ? (
					<Link to={`/admin/order-change?number=${order.number}`} className="text-link">
						{ADMIN_CHANGE_WORDS.link}
					</Link>
				) : null}
			</p>
			{fitCheck ? <FitCheckSection view={fitCheck} /> : null}
			<OrderDetails order={order} />
			<section aria-labelledby="moves-title" className="mt-8">
				<h2 id="moves-title" className="text-lg font-bold text-ink">
					Move this order
				</h2>
				<OrderMoves
					key={order.status}
					number={order.number}
					from={order.status}
					moves={moves}
					refundOnCancel={refunds?.left ?? '$0.00'}
					result={moveResult}
				/>
			</section>
			{refunds ? (
				<section aria-labelledby="refunds-title" className="mt-8">
					<h2 id="refunds-title" className="text-lg font-bold text-ink">
						Refunds
					</h2>
					<OrderRefunds view={refunds} result={refundResult} />
				</section>
			) : null}
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
