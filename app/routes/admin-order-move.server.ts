// The move forms of /admin/order: the order to its next status (with the shipment when shipped,
// a tick to confirm a cancel, a note for the history). Answers a toast and the page again, or the
// problem with a 4xx (or 502 when a cancel's refund failed).
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin.order'
import type { MoveFormResult } from '#app/components/admin/order-moves.tsx'
import { ORDER_STATUSES, orderStatusLabel as label } from '#app/domain/order/order-status.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import type { AdminOrder } from './admin-order.server.ts'
import { formText } from './admin-form-text.server.ts'
import { FIT_CHECK_ADMIN } from '#app/content/words/fit-check-admin.ts'

const MoveSchema = z
	.object({
		from: z.enum(ORDER_STATUSES, { error: 'Reload the order and try again.' }),
		to: z.enum(ORDER_STATUSES, { error: 'Choose a move from the page.' }),
		carrier: formText(40, 'The carrier must be at most 40 characters.'),
		trackingNumber: formText(40, 'The tracking number must be at most 40 characters.'),
		note: formText(500, 'The note must be at most 500 characters.'),
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

export async function moveAction(
	request: Request,
	context: Route.ActionArgs['context'],
	admin: { id: string; email: string },
	order: AdminOrder,
	form: Record<string, FormDataEntryValue>,
) {
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
				: outcome.reason === 'held'
					? FIT_CHECK_ADMIN.moveHeld
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
