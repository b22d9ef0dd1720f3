// /track-order: order number + e-mail -> where the order stands. A wrong pair gets one neutral
// answer (never which half was wrong). Lookups are limited per client address; wrong e-mails for
// one order number are counted too, and once they pass a limit further wrong ones are refused,
// but the right pair always gets through: nobody can lock a customer out of their order by
// guessing at its number (docs/decisions/013-no-lockout-sign-in.md).
//
// While the order can still be changed, its page has "Change order" and "Cancel order": each posts
// the same number + e-mail again (checked and counted like a lookup, so a wrong pair gets the same
// answer) and e-mails a one-time link to the order's own address
// (app/workflows/order/order-action-links.server.ts); the change or cancel happens on that
// link's page, /order-action.
import { refundStatusLines } from '#app/domain/payments/refund-display.ts'
import { listRefundsOfOrder } from '#app/models/payments/refunds.server.ts'
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/track-order'
import { TrackOrderPage } from '#app/components/order/track-order-page.tsx'
import type { TrackedOrder, TrackOrderResult } from '#app/components/order/track-order-result.ts'
import { TRACK_ORDER_MESSAGES } from '#app/content/words/messages/tracking.ts'
import { EMAIL_MAX_LENGTH } from '#app/domain/auth/auth-limits.ts'
import { formatCents } from '#app/domain/common/money.ts'
import {
	orderDiscount,
	orderShipping,
	receiptLine,
	shippingAddressLines,
	TAX_LINE_LABEL,
} from '#app/domain/order/order-display.ts'
import { changeNotice } from '#app/domain/order/change-deadline-format.ts'
import { normalizeOrderNumber } from '#app/domain/order/order-number.ts'
import {
	guideSteps,
	ORDER_STATUS_LABELS,
	type OrderStatus,
} from '#app/domain/order/order-status.ts'
import { findOrderForTracking } from '#app/models/order/orders.server.ts'
import { ORDER_ACTION_WORDS } from '#app/content/words/order-actions.ts'
import {
	ORDER_ACTION_LINK_MINUTES,
	orderChangeWindow,
	sendOrderActionLink,
} from '#app/workflows/order/order-action-links.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { hitRateLimit, type RateLimitVerdict } from '#app/models/limits/rate-limits.server.ts'
import { clientIp } from '#app/utils/client-ip.server.ts'
import { echoField, readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { PRODUCTION_STEPS } from '#app/domain/production/production-queue.ts'
import { formatShipsBy } from '#app/domain/shipping/ship-by-format.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(
		matches,
		'Track Order',
		'Track your custom window screen order with its number and your e-mail.',
	)

const MINUTE = 60_000
export const TRACKING_LIMITS = {
	perClient: { limit: 20, windowMs: 15 * MINUTE },
	/** Wrong e-mails for one order number, from any address. */
	wrongEmailsPerOrderNumber: { limit: 10, windowMs: 15 * MINUTE },
}
/** The most characters of each field: a typed order number with spaces and '#', an address. */
const FIELD_LIMITS = { orderNumber: 40, email: EMAIL_MAX_LENGTH, intent: 10 }

/** The page's forms: a lookup, or a lookup that also asks for a change or cancel link. */
const INTENTS = ['track', 'change', 'cancel'] as const
type Intent = (typeof INTENTS)[number]
const intentOf = (value: FormDataEntryValue | null): Intent | null =>
	value === null ? 'track' : (INTENTS.find((intent) => intent === value) ?? null)

const trackSchema = z.object({
	orderNumber: z
		.string()
		.max(FIELD_LIMITS.orderNumber, { error: TRACK_ORDER_MESSAGES.orderNumberInvalid })
		.transform((value) => normalizeOrderNumber(value))
		.refine((value) => value !== null, {
			error: TRACK_ORDER_MESSAGES.orderNumberInvalid,
		}),
	email: z
		.string()
		.trim()
		.max(FIELD_LIMITS.email, { error: TRACK_ORDER_MESSAGES.emailInvalid })
		.pipe(z.email({ error: TRACK_ORDER_MESSAGES.emailInvalid })),
})

// Every lookup counts toward the address's limit before it is checked: refused ones cost the
// server too.
export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormBody(request, FIELD_LIMITS)
	const values = {
		orderNumber: echoField(form, 'orderNumber', FIELD_LIMITS),
		email: echoField(form, 'email', FIELD_LIMITS),
	}
	const reply = (status: number, result: Omit<TrackOrderResult, 'values'>) =>
		data<TrackOrderResult>({ ...result, values }, { status })
	const tooMany = (verdict: RateLimitVerdict) =>
		data<TrackOrderResult>(
			{
				values,
				fieldErrors: {},
				message: TRACK_ORDER_MESSAGES.tooManyAttempts(Math.ceil(verdict.retryAfterMs / MINUTE)),
			},
			{ status: 429, headers: { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) } },
		)
	const byClient = await hitRateLimit(
		context.db,
		`track-order:ip:${clientIp(request, context)}`,
		TRACKING_LIMITS.perClient,
	)
	if (!byClient.allowed) return tooMany(byClient)

	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : ''
	}
	const intent = intentOf(form.get('intent'))
	if (intent === null) return reply(400, { fieldErrors: {}, message: ORDER_ACTION_WORDS.badForm })
	const parsed = trackSchema.safeParse({ orderNumber: text('orderNumber'), email: text('email') })
	if (!parsed.success) {
		const fieldErrors: TrackOrderResult['fieldErrors'] = {}
		for (const issue of parsed.error.issues) {
			fieldErrors[issue.path[0] as 'orderNumber' | 'email'] ??= issue.message
		}
		return reply(400, { fieldErrors })
	}
	const number = parsed.data.orderNumber!

	const order = await findOrderForTracking(context.db, number, parsed.data.email)
	if (!order) {
		const wrongEmails = await hitRateLimit(
			context.db,
			`track-order:number:${number}`,
			TRACKING_LIMITS.wrongEmailsPerOrderNumber,
		)
		if (!wrongEmails.allowed) return tooMany(wrongEmails)
		return reply(404, { fieldErrors: {}, message: TRACK_ORDER_MESSAGES.notFound })
	}
	const now = new Date()
	let notice: TrackOrderResult['notice']
	if (intent !== 'track') {
		const sent = await sendOrderActionLink(
			context.db,
			{
				order,
				kind: intent,
				linkOrigin: visitorOrigin(request, context.env),
				shop: shopIdentity(context.env),
			},
			now,
		)
		if (sent.ok) {
			context.wakeOutbox()
			notice = {
				text: ORDER_ACTION_WORDS.linkSent(sent.sentTo),
				hint: ORDER_ACTION_WORDS.linkSentHint(ORDER_ACTION_LINK_MINUTES),
			}
		} else if (sent.reason === 'throttled') {
			return data<TrackOrderResult>(
				{ values, fieldErrors: {}, message: ORDER_ACTION_WORDS.tooMany(sent.wait) },
				{ status: 429, headers: { 'Retry-After': String(sent.retryAfterSeconds) } },
			)
		}
		// Closed meanwhile: the page below says so, without the buttons.
	}
	const status = order.status as OrderStatus
	const window = orderChangeWindow(order, now)
	const refunds = await listRefundsOfOrder(context.db, order.id)
	const tracked: TrackedOrder = {
		number,
		placedAt: order.paid_at ?? order.created_at,
		status,
		statusLabel: ORDER_STATUS_LABELS[status],
		// A payment that came after the order closed; not a canceled order whose refund is looked at.
		underReview:
			order.needs_review === 1 &&
			(status === 'expired' || status === 'canceled') &&
			refunds.length === 0,
		steps: guideSteps(status, order.history),
		items: order.items.map(receiptLine),
		total: formatCents(order.total_cents),
		discount: orderDiscount(order),
		shipping: orderShipping(order),
		taxLabel: TAX_LINE_LABEL,
		tax: formatCents(order.tax_cents),
		shipTo: shippingAddressLines(order),
		carrier: status === 'shipped' ? order.carrier : null,
		trackingNumber: status === 'shipped' ? order.tracking_number : null,
		shipsBy:
			order.ship_by && (PRODUCTION_STEPS as readonly string[]).includes(status)
				? formatShipsBy(order.ship_by)
				: null,
		// Until when it can be changed or cancelled, or that it is in production (a paid order).
		changes: changeNotice(window),
		canChange: window.open,
		refunds: refundStatusLines(refunds),
	}
	return reply(200, { fieldErrors: {}, order: tracked, notice })
}

export default function TrackOrder({ actionData }: Route.ComponentProps) {
	return <TrackOrderPage result={actionData} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
