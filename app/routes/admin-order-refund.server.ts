// The refund forms of /admin/order: a part of what was paid, with a reason, or the order's
// shipping. Each answers a toast and the page again, or the problem with a 4xx (or 502).
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin.order'
import type { RefundFormResult } from '#app/components/admin/order-refunds.tsx'
import { formatCents, parseDollars } from '#app/domain/common/money.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import {
	refundOrder,
	refundShipping,
	type RefundOutcome,
} from '#app/workflows/payments/refunds.server.ts'
import type { AdminOrder } from './admin-order.server.ts'
import { formText } from './admin-form-text.server.ts'

const RefundSchema = z.object({
	key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'Reload the order and try again.'),
	amount: z.preprocess(
		(value) => (typeof value === 'string' ? parseDollars(value) : null),
		z
			.number({ error: 'Enter the amount in dollars, e.g. 12.50.' })
			.int()
			.min(1, 'Enter an amount above $0.00.'),
	),
	reason: formText(200, 'The reason must be at most 200 characters.').pipe(
		z.string().min(1, 'Say why, for the customer and the history.'),
	),
})

/** The refund forms' answers: a toast and the page again, or the problem with a 4xx. */
export async function refundAction(
	request: Request,
	context: Route.ActionArgs['context'],
	admin: { id: string; email: string },
	order: AdminOrder,
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
