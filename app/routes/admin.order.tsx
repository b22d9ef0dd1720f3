// /admin/order?number=...: one order for the back office (items and sizes, totals, customer,
// address, payment, status history) and the forms that move it on. Admins only (404 otherwise).
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { data, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin.order'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { AdminPage, AdminProblem } from '#app/components/admin/admin-page.tsx'
import { OrderDetails, type AdminOrderDetails } from '#app/components/admin/order-details.tsx'
import { OrderMoves, type MoveFormResult } from '#app/components/admin/order-moves.tsx'
import {
	OrderRefunds,
	type RefundFormResult,
	type RefundsView,
} from '#app/components/admin/order-refunds.tsx'
import { refundAdminLine } from '#app/domain/payments/refund-display.ts'
import { listRefundsOfOrder, type Refund } from '#app/models/payments/refunds.server.ts'
import {
	refundOrder,
	refundShipping,
	shippingRefundKey,
	type RefundOutcome,
} from '#app/workflows/payments/refunds.server.ts'
import { parseDollars } from '#app/domain/common/money.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { ADMIN_CHANGE_WORDS } from '#app/content/words/messages/order-change.ts'
import {
	itemSize,
	orderDiscount,
	orderShipping,
	shippingAddressLines,
	TAX_RATE_LABEL,
} from '#app/domain/order/order-display.ts'
import { ownerMayChange } from '#app/domain/order/order-change.ts'
import { normalizeOrderNumber } from '#app/domain/order/order-number.ts'
import {
	ORDER_STATUSES,
	ORDER_STATUS_LABELS,
	isOrderStatus,
	type OrderStatus,
} from '#app/domain/order/order-status.ts'
import { formatShipsBy } from '#app/domain/shipping/ship-by-format.ts'
import { formatShopTime } from '#app/domain/calendar/shop-calendar.ts'
import { findOrderForAdmin, type AdminOrderView } from '#app/models/order/order-lists.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { adminMoves, moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'

export const meta: Route.MetaFunction = ({ data, ...args }) =>
	adminPageMeta(
		args,
		data?.order ? `Order ${data.order.number}` : 'Order',
		'An order in the back office.',
	)

export const headers = adminPageHeaders

const label = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status)

function orderView(order: AdminOrderView & { number: string }): AdminOrderDetails {
	return {
		number: order.number,
		statusLabel: label(order.status),
		flagged: order.needs_review === 1,
		reviewReason: order.review_reason,
		placedAt: formatShopTime(order.paid_at ?? order.created_at),
		customer: {
			name: order.customer_name ?? '',
			email: order.email ?? '',
			phone: order.customer_phone ?? '',
		},
		shipTo: shippingAddressLines(order),
		specialInstructions: order.special_instructions,
		payment: {
			provider: order.provider === 'test' ? 'Test checkout (no money taken)' : order.provider,
			reference: order.payment_reference ?? '',
			amountPaid: order.amount_paid_cents === null ? '' : formatCents(order.amount_paid_cents),
			paidAt: order.paid_at ? formatShopTime(order.paid_at) : 'Not paid',
		},
		items: order.items.map((item) => ({
			description: item.description,
			size: itemSize(item),
			label: screenLabelLine(item.label),
			quantity: item.quantity,
			each: formatCents(item.unit_price_cents),
			lineTotal: formatCents(item.line_total_cents),
		})),
		totals: {
			subtotal: formatCents(order.subtotal_cents),
			discount: orderDiscount(order),
			taxLabel: TAX_RATE_LABEL,
			tax: formatCents(order.tax_cents),
			shipping: orderShipping(order),
			total: formatCents(order.total_cents),
		},
		shipment:
			order.carrier && order.tracking_number
				? { carrier: order.carrier, trackingNumber: order.tracking_number }
				: null,
		history: order.history.map((entry) => ({
			when: formatShopTime(entry.created_at),
			statusLabel: label(entry.status),
			who: entry.actor_email ?? 'Shop (automatic)',
			note: entry.note ?? '',
		})),
	}
}

/** The order the URL names, or the problem to show (400 for a malformed number, 404 unknown). */
async function orderFromUrl(request: Request, context: Route.LoaderArgs['context']) {
	const raw = new URL(request.url).searchParams.get('number') ?? ''
	const number = normalizeOrderNumber(raw)
	if (!number) return { problem: 'Give an 8-character order number.', status: 400 } as const
	const order = await findOrderForAdmin(context.db, number)
	if (!order) return { problem: `There is no order ${number}.`, status: 404 } as const
	return { order: { ...order, number } }
}

function refundsView(order: AdminOrderView, refunds: Refund[]): RefundsView {
	const paid = order.amount_paid_cents ?? 0
	const left = Math.max(0, paid - order.refunded_cents)
	const shippingRefunded = refunds.some(
		(refund) =>
			refund.idempotency_key === shippingRefundKey(order.id) && refund.status !== 'failed',
	)
	return {
		paid: formatCents(paid),
		refunded: formatCents(order.refunded_cents),
		left: formatCents(left),
		canRefund: order.paid_at !== null && left > 0,
		shippingButton:
			!shippingRefunded && order.shipping_cents > 0 && order.shipping_cents <= left
				? `Refund shipping (${formatCents(order.shipping_cents)})`
				: null,
		lines: refunds.map(refundAdminLine),
		key: crypto.randomUUID(),
	}
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const found = await orderFromUrl(request, context)
	if ('problem' in found) {
		return data(
			{ problem: found.problem, order: null, moves: [], refunds: null },
			{ status: found.status },
		)
	}
	const { order } = found
	const moves = adminMoves(order.status as OrderStatus).map((to) => ({
		to,
		label: ORDER_STATUS_LABELS[to],
	}))
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
	})
}

const text = (max: number, tooLong: string) =>
	z.preprocess(
		(value) => (typeof value === 'string' ? value : ''),
		z.string().trim().max(max, tooLong),
	)

const MoveSchema = z
	.object({
		from: z.enum(ORDER_STATUSES, { error: 'Reload the order and try again.' }),
		to: z.enum(ORDER_STATUSES, { error: 'Choose a move from the page.' }),
		carrier: text(40, 'The carrier must be at most 40 characters.'),
		trackingNumber: text(40, 'The tracking number must be at most 40 characters.'),
		note: text(500, 'The note must be at most 500 characters.'),
		confirm: z.string().optional(),
	})
	.superRefine((move, ctx) => {
		if (move.to === 'shipped') {
			if (!move.carrier)
				ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Enter the carrier.' })
			if (!move.trackingNumber) {
				ctx.addIssue({
					code: 'custom',
					path: ['trackingNumber'],
					message: 'Enter the tracking number.',
				})
			} else if (!/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(move.trackingNumber)) {
				ctx.addIssue({
					code: 'custom',
					path: ['trackingNumber'],
					message: 'A tracking number has only letters, digits, spaces and dashes.',
				})
			}
		}
		if (move.to === 'canceled' && move.confirm !== 'yes') {
			ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Tick the box to confirm.' })
		}
	})

const RefundSchema = z.object({
	key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'Reload the order and try again.'),
	amount: z.preprocess(
		(value) => (typeof value === 'string' ? parseDollars(value) : null),
		z
			.number({ error: 'Enter the amount in dollars, e.g. 12.50.' })
			.int()
			.min(1, 'Enter an amount above $0.00.'),
	),
	reason: text(200, 'The reason must be at most 200 characters.').pipe(
		z.string().min(1, 'Say why, for the customer and the history.'),
	),
})

/** The refund forms' answers: a toast and the page again, or the problem with a 4xx. */
async function refundAction(
	request: Request,
	context: Route.ActionArgs['context'],
	admin: { id: string; email: string },
	order: AdminOrderView & { number: string },
	form: Record<string, FormDataEntryValue>,
) {
	const intent = form.intent === 'refund-shipping' ? 'refund-shipping' : 'refund'
	const values = {
		amount: typeof form.amount === 'string' ? form.amount : '',
		reason: typeof form.reason === 'string' ? form.reason : '',
	}
	const reply = (status: number, result: Omit<RefundFormResult, 'intent' | 'values'>) =>
		data<RefundFormResult>({ intent, values, ...result }, { status })
	const deps = {
		db: context.db,
		payments: context.payments,
		siteUrl: visitorOrigin(request, context.env),
		shop: shopIdentity(context.env),
	}
	const actor = { id: admin.id, email: admin.email }
	let outcome: RefundOutcome
	if (intent === 'refund-shipping') {
		outcome = await refundShipping(deps, { orderId: order.id, actor })
	} else {
		const parsed = RefundSchema.safeParse(form)
		if (!parsed.success) {
			const fieldErrors: RefundFormResult['fieldErrors'] = {}
			let formError: string | undefined
			for (const issue of parsed.error.issues) {
				const field = issue.path[0]
				if (field === 'amount' || field === 'reason') fieldErrors[field] ??= issue.message
				else formError ??= issue.message
			}
			return reply(400, { formError, fieldErrors })
		}
		outcome = await refundOrder(deps, {
			orderId: order.id,
			amountCents: parsed.data.amount,
			kind: 'partial',
			reason: parsed.data.reason,
			actor,
			idempotencyKey: `admin-refund:${parsed.data.key}`,
		})
	}
	if (!outcome.ok) {
		const status = { not_found: 404, not_paid: 409, too_much: 422, provider_failed: 502 }[
			outcome.reason
		]
		return reply(status, {
			formError: outcome.message,
			fieldErrors: outcome.reason === 'too_much' ? { amount: outcome.message } : {},
		})
	}
	context.wakeOutbox()
	const amount = formatCents(outcome.refund.amount_cents)
	return redirectWithToast(
		`/admin/order?number=${order.number}`,
		{
			title: 'Refunded',
			description:
				outcome.refund.status === 'pending'
					? `A refund of ${amount} is on its way; the payment provider confirms it.`
					: `${amount} refunded on order ${order.number}.`,
		},
		context.sessionSecret,
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(request, context)
	const found = await orderFromUrl(request, context)
	if ('problem' in found) throw data(found.problem, { status: found.status })
	const { order } = found
	const form = Object.fromEntries(await readFormBody(request))
	if (form.intent === 'refund' || form.intent === 'refund-shipping') {
		return refundAction(request, context, admin, order, form)
	}
	const parsed = MoveSchema.safeParse(form)
	const to = typeof form.to === 'string' ? form.to : ''
	const values = {
		carrier: typeof form.carrier === 'string' ? form.carrier : '',
		trackingNumber: typeof form.trackingNumber === 'string' ? form.trackingNumber : '',
		note: typeof form.note === 'string' ? form.note : '',
	}
	const reply = (status: number, result: Omit<MoveFormResult, 'to' | 'values'>) =>
		data<MoveFormResult>({ to, values, ...result }, { status })
	if (!parsed.success) {
		const fieldErrors: MoveFormResult['fieldErrors'] = {}
		let formError: string | undefined
		for (const issue of parsed.error.issues) {
			const field = issue.path[0]
			if (field === 'from' || field === 'to') formError ??= issue.message
			else fieldErrors[field as keyof MoveFormResult['fieldErrors']] ??= issue.message
		}
		return reply(400, { formError, fieldErrors })
	}
	const move = parsed.data
	const outcome = await moveOrder(
		context.db,
		{
			orderId: order.id,
			from: move.from,
			to: move.to,
			actor: admin,
			shipment:
				move.to === 'shipped'
					? { carrier: move.carrier, trackingNumber: move.trackingNumber.toUpperCase() }
					: undefined,
			note: move.note || null,
		},
		{
			siteUrl: visitorOrigin(request, context.env),
			shop: shopIdentity(context.env),
			payments: context.payments,
		},
	)
	if (!outcome.ok && outcome.reason === 'refund_failed') {
		return reply(502, { formError: outcome.message, fieldErrors: {} })
	}
	if (!outcome.ok) {
		const formError =
			outcome.reason === 'stale'
				? `Someone moved this order to ${label(outcome.current)} meanwhile; nothing was changed. Check the order and try again.`
				: `An order that is ${label(move.from)} cannot move to ${label(move.to)}.`
		return reply(409, { formError, fieldErrors: {} })
	}
	context.wakeOutbox()
	const mailed = outcome.order.email ? ' The customer has been e-mailed.' : ''
	return redirectWithToast(
		`/admin/order?number=${order.number}`,
		{
			title: 'Order Updated',
			description: `Order ${order.number} is now ${label(move.to)}.${mailed}`,
		},
		context.sessionSecret,
	)
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
	const { order, moves, problem, refunds } = loaderData
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
				<Link
					to={`/admin/work-order?number=${order.number}`}
					className="text-brand-700 underline hover:text-brand-800"
				>
					Print work order
				</Link>
				<Link
					to={`/admin/packing-slip?number=${order.number}`}
					className="text-brand-700 underline hover:text-brand-800"
				>
					Print packing slip
				</Link>
				{order.changeable ? (
					<Link
						to={`/admin/order-change?number=${order.number}`}
						className="text-brand-700 underline hover:text-brand-800"
					>
						{ADMIN_CHANGE_WORDS.link}
					</Link>
				) : null}
			</p>
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
