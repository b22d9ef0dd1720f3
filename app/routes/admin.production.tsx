// /admin/production: the production queue. Every order in Order Received, In Production or
// Quality Check, earliest ship-by date first, flagged late or due today on the shop's calendar,
// and a form that moves the selected orders one stage forward (each move recorded and e-mailed,
// app/workflows/production/production-moves.server.ts). An order held by its fit check shows as
// held, cannot be selected and is left out of the figures. Admins only (404 otherwise).
import { data } from 'react-router'
import type { Route } from './+types/admin.production'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { ProductionQueue, type ProductionView } from '#app/components/admin/production-queue.tsx'
import {
	ORDER_STATUS_LABELS,
	isOrderStatus,
	orderStatusLabel,
	type OrderStatus,
} from '#app/domain/order/order-status.ts'
import { queueFigures, shipByFlag } from '#app/domain/production/production-queue.ts'
import { formatLongDay } from '#app/domain/shipping/ship-by-format.ts'
import { shippingLabel, isShippingMethod } from '#app/domain/shipping/shipping.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'
import { listProductionQueue } from '#app/models/production/production.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import {
	bulkNextStep,
	moveOrdersForward,
} from '#app/workflows/production/production-moves.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'

export const meta: Route.MetaFunction = (args) =>
	adminPageMeta(args, 'Production', 'The production queue of the back office.')

export const headers = adminPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const today = shopClock(new Date()).date
	const orders = await listProductionQueue(context.db)
	const rows = orders.map((order) => {
		// A held order waits for its fit check's end (/admin/order releases it), not the workshop.
		const held = order.fit_hold === 1
		const next = !held && isOrderStatus(order.status) ? bulkNextStep(order.status) : null
		return {
			id: order.id,
			number: order.number ?? '',
			status: order.status,
			statusLabel: orderStatusLabel(order.status),
			customer: order.customer_name ?? '',
			screens: order.screen_count,
			shipping: isShippingMethod(order.shipping_method)
				? shippingLabel(order.shipping_method)
				: 'Not recorded',
			shipBy: order.ship_by ? formatLongDay(order.ship_by) : 'No date',
			flag: shipByFlag(order.ship_by, today),
			held,
			nextLabel: next ? ORDER_STATUS_LABELS[next] : null,
		}
	})
	const figures = queueFigures(rows)
	const view: ProductionView = {
		rows,
		counts: {
			...figures,
			byStep: figures.byStep.map(({ step, count }) => ({
				label: ORDER_STATUS_LABELS[step],
				count,
			})),
		},
	}
	return data({ view, today: formatLongDay(today) })
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(request, context)
	const form = await readFormBody(request)
	const requests: { orderId: string; from: OrderStatus }[] = []
	for (const value of form.getAll('order')) {
		const [orderId, from] = typeof value === 'string' ? value.split('|') : []
		if (!orderId || !isOrderStatus(from) || orderId.length > 100) {
			return data({ problem: 'Reload the queue and select the orders again.' }, { status: 400 })
		}
		requests.push({ orderId, from })
	}
	if (requests.length === 0) {
		return data({ problem: 'Select at least one order to move.' }, { status: 400 })
	}
	if (requests.length > 200) {
		return data({ problem: 'Move at most 200 orders at once.' }, { status: 400 })
	}
	const results = await moveOrdersForward(context.db, requests, admin, {
		siteUrl: visitorOrigin(request, context.env),
		shop: shopIdentity(context.env),
		payments: context.payments,
	})
	context.wakeOutbox()
	const moved = results.filter((result) => result.outcome.ok).length
	const skipped = results.length - moved
	return redirectWithToast(
		'/admin/production',
		{
			title: 'Orders Moved',
			description:
				`${moved} order${moved === 1 ? '' : 's'} moved one stage forward; the customers have been e-mailed.` +
				(skipped
					? ` ${skipped} not moved: someone moved them meanwhile or they cannot move here.`
					: ''),
		},
		context.sessionSecret,
	)
}

export default function AdminProduction({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<AdminPage title="Production">
			<p className="mt-2 text-muted">Today is {loaderData.today} (shop time).</p>
			<ProductionQueue view={loaderData.view} problem={actionData?.problem} />
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
