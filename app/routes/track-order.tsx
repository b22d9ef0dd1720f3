// /track-order: order number + e-mail -> where the order stands. A wrong pair gets one neutral
// answer (never which half was wrong) and lookups are rate limited per client and per number.
import { screenLabelLine } from '#app/domain/screen-label.ts'
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/track-order'
import {
	TrackOrderPage,
	type TrackedOrder,
	type TrackOrderResult,
} from '#app/components/tracking/track-order-page.tsx'
import { formatCents } from '#app/domain/money.ts'
import { itemSize, orderShipping, shippingAddressLines } from '#app/domain/order-display.ts'
import { normalizeOrderNumber } from '#app/domain/order-number.ts'
import { guideSteps, ORDER_STATUS_LABELS, type OrderStatus } from '#app/domain/order-status.ts'
import { findOrderForTracking } from '#app/models/orders.server.ts'
import { hitRateLimit } from '#app/models/rate-limits.server.ts'
import { clientIp } from '#app/services/auth/client-ip.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () =>
	pageMeta('Track Order', 'Track your custom window screen order with its number and your e-mail.')

const MINUTE = 60_000
export const TRACKING_LIMITS = {
	perClient: { limit: 20, windowMs: 15 * MINUTE },
	perOrderNumber: { limit: 10, windowMs: 15 * MINUTE },
}
export const NOT_FOUND_MESSAGE =
	'We could not find an order with that order number and e-mail address. Please check both and try again.'

const trackSchema = z.object({
	orderNumber: z
		.string()
		.transform((value) => normalizeOrderNumber(value))
		.refine((value) => value !== null, {
			error: 'Enter the 8-character order number from your confirmation e-mail.',
		}),
	email: z
		.string()
		.trim()
		.pipe(z.email({ error: 'Enter the e-mail address you paid with.' })),
})

export async function action({ request, context }: Route.ActionArgs) {
	const form = Object.fromEntries(await readFormBody(request))
	const values = {
		orderNumber: typeof form.orderNumber === 'string' ? form.orderNumber : '',
		email: typeof form.email === 'string' ? form.email : '',
	}
	const reply = (status: number, result: Omit<TrackOrderResult, 'values'>) =>
		data<TrackOrderResult>({ ...result, values }, { status })

	const parsed = trackSchema.safeParse(values)
	if (!parsed.success) {
		const fieldErrors: TrackOrderResult['fieldErrors'] = {}
		for (const issue of parsed.error.issues) {
			fieldErrors[issue.path[0] as 'orderNumber' | 'email'] ??= issue.message
		}
		return reply(400, { fieldErrors })
	}
	const number = parsed.data.orderNumber!
	const verdicts = await Promise.all([
		hitRateLimit(
			context.db,
			`track-order:ip:${clientIp(request, context)}`,
			TRACKING_LIMITS.perClient,
		),
		hitRateLimit(context.db, `track-order:number:${number}`, TRACKING_LIMITS.perOrderNumber),
	])
	const refused = verdicts.find((verdict) => !verdict.allowed)
	if (refused) {
		const minutes = Math.ceil(refused.retryAfterMs / MINUTE)
		return data<TrackOrderResult>(
			{
				values,
				fieldErrors: {},
				message: `Too many tracking attempts. Please wait ${minutes} minute(s) and try again.`,
			},
			{ status: 429, headers: { 'Retry-After': String(Math.ceil(refused.retryAfterMs / 1000)) } },
		)
	}

	const order = await findOrderForTracking(context.db, number, parsed.data.email)
	if (!order) return reply(404, { fieldErrors: {}, message: NOT_FOUND_MESSAGE })
	const status = order.status as OrderStatus
	const tracked: TrackedOrder = {
		number,
		placedAt: order.paid_at ?? order.created_at,
		status,
		statusLabel: ORDER_STATUS_LABELS[status],
		underReview: order.needs_review === 1 && (status === 'expired' || status === 'canceled'),
		steps: guideSteps(status, order.history),
		items: order.items.map((item) => ({
			description: item.description,
			size: itemSize(item),
			label: screenLabelLine(item.label),
			quantity: item.quantity,
			lineTotal: formatCents(item.line_total_cents),
		})),
		total: formatCents(order.total_cents),
		shipping: orderShipping(order),
		shipTo: shippingAddressLines(order),
		carrier: status === 'shipped' ? order.carrier : null,
		trackingNumber: status === 'shipped' ? order.tracking_number : null,
	}
	return reply(200, { fieldErrors: {}, order: tracked })
}

export default function TrackOrder({ actionData }: Route.ComponentProps) {
	return <TrackOrderPage result={actionData} />
}
