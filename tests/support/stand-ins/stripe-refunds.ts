// The stand-in's Refunds (POST /v1/refunds), as Stripe answers them: a refund of a payment
// intent's amount or part of it, refused with a 400 when it is more than is left on the intent
// (charge_already_refunded once nothing is left), and one refund per Idempotency-Key header: the
// same key again replays the first answer, whatever its body. Also the events Stripe sends about
// refunds (charge.refunded, refund.updated), for the webhook tests.
import { randomBytes } from 'node:crypto'

export type StandInRefund = Record<string, unknown> & {
	id: string
	payment_intent: string
	amount: number
	status: string
	metadata: Record<string, string>
}

type Answer = { status: number; body: unknown }

export type StandInRefunds = {
	refunds: Map<string, StandInRefund>
	/** Answers POST /v1/refunds. `paidOf` gives an intent's amount paid, or null when unknown. */
	create: (
		params: Record<string, unknown>,
		idempotencyKey: string | undefined,
		paidOf: (intent: string) => number | null,
	) => Answer
	/** Makes the next refunds answer `status` (e.g. 'pending') instead of succeeding at once. */
	answerNextWith: (status: string) => void
}

const refused = (code: string, message: string): Answer => ({
	status: 400,
	body: { error: { type: 'invalid_request_error', code, message, param: 'amount' } },
})

export function standInRefunds(): StandInRefunds {
	const refunds = new Map<string, StandInRefund>()
	const replies = new Map<string, Answer>()
	let nextStatus: string | null = null

	const refundedOf = (intent: string) =>
		[...refunds.values()]
			.filter((refund) => refund.payment_intent === intent && refund.status !== 'failed')
			.reduce((sum, refund) => sum + refund.amount, 0)

	function fresh(params: Record<string, unknown>, paidOf: (intent: string) => number | null) {
		const intent = String(params.payment_intent ?? '')
		const paid = paidOf(intent)
		if (paid === null) {
			return {
				status: 404,
				body: {
					error: {
						type: 'invalid_request_error',
						code: 'resource_missing',
						message: `No such payment_intent: '${intent}'`,
					},
				},
			}
		}
		const left = paid - refundedOf(intent)
		const amount = params.amount === undefined ? left : Number(params.amount)
		if (left <= 0) {
			return refused('charge_already_refunded', `Charge for ${intent} has already been refunded.`)
		}
		if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
			return refused(
				'amount_too_large',
				`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
			)
		}
		const refund: StandInRefund = {
			id: `re_${randomBytes(12).toString('hex')}`,
			object: 'refund',
			amount,
			currency: 'usd',
			payment_intent: intent,
			charge: `ch_${intent.slice(3)}`,
			status: nextStatus ?? 'succeeded',
			failure_reason: null,
			reason: null,
			metadata: (params.metadata ?? {}) as Record<string, string>,
			created: Math.floor(Date.now() / 1000),
		}
		nextStatus = null
		refunds.set(refund.id, refund)
		return { status: 200, body: refund }
	}

	return {
		refunds,
		create(params, idempotencyKey, paidOf) {
			const earlier = idempotencyKey ? replies.get(idempotencyKey) : undefined
			if (earlier) return earlier
			const answer = fresh(params, paidOf)
			if (idempotencyKey) replies.set(idempotencyKey, answer)
			return answer
		},
		answerNextWith(status) {
			nextStatus = status
		},
	}
}

/** charge.refunded's object: the charge of an intent with every refund of it. */
export function refundedCharge(refunds: readonly StandInRefund[], intent: string) {
	const mine = refunds.filter((refund) => refund.payment_intent === intent)
	return {
		id: `ch_${intent.slice(3)}`,
		object: 'charge',
		payment_intent: intent,
		amount_refunded: mine.reduce((sum, refund) => sum + refund.amount, 0),
		refunded: true,
		refunds: { object: 'list', data: mine, has_more: false },
	}
}

/** Any Stripe event around an object, as Stripe delivers it. */
export function stripeObjectEvent(id: string, type: string, object: object): string {
	return JSON.stringify({
		id,
		object: 'event',
		type,
		api_version: '2026-10-28.endive',
		created: Math.floor(Date.now() / 1000),
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		data: { object },
	})
}
