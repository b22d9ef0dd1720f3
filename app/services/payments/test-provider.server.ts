// The built-in test provider (docs/decisions/008-test-payment-provider.md): a hosted checkout
// served by the shop itself at /test-checkout?session=..., used when no Stripe key is configured.
// It keeps its sessions the way Stripe does (test_payment_sessions) and reports a payment as the
// same 'paid' event Stripe's webhook produces, so orders go through the one fulfilment path.
import { randomBytes } from 'node:crypto'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import {
	completeTestSession,
	expireTestSession,
	findTestSession,
	insertTestSession,
	type TestPaymentSession,
} from '#app/models/payments/test-payment-sessions.server.ts'
import {
	findTestRefundByKey,
	insertTestRefund,
	refundedOfTestPayment,
} from '#app/models/payments/test-payment-refunds.server.ts'
import {
	assertSessionAddsUp,
	SHIPPING_LINE_PREFIX,
	TAX_LINE_NAME,
	type CheckoutLine,
	type CheckoutSession,
	type PaymentCustomer,
	type PaymentProvider,
	type ProviderRefund,
	type ShippingAddress,
} from '#app/domain/payments/payment-provider.ts'
import { CARD_MESSAGES, cardVerdict } from '#app/domain/payments/test-card.ts'
import type { PaidEvent, TestPaymentProvider } from './test-provider-api.ts'

type SessionRow = TestPaymentSession
type StoredCustomer = PaymentCustomer & {
	shipping: ShippingAddress
	specialInstructions: string | null
}

export type {
	PaidEvent,
	TestPaymentProvider,
	TestPaymentResult,
	TestSessionView,
} from './test-provider-api.ts'

/** A test payment's reference: this and its session's id. */
const PAYMENT_PREFIX = 'test_payment_'

const succeeded = (id: string, amountCents: number): ProviderRefund => ({
	id,
	status: 'succeeded',
	amountCents,
	failureReason: null,
})
const refused = (amountCents: number, why: string): ProviderRefund => ({
	id: null,
	status: 'failed',
	amountCents,
	failureReason: why,
})

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function newSessionId(): string {
	const bytes = randomBytes(24)
	return `tcs_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`
}

export function createTestProvider(
	db: DB,
	{ now = () => new Date() }: { now?: () => Date } = {},
): TestPaymentProvider {
	const find = (id: string) => findTestSession(db, id)
	const expire = (id: string) => expireTestSession(db, id)

	return {
		id: 'test',
		displayName: 'Test Checkout',

		async createSession(input) {
			assertSessionAddsUp(input)
			const id = newSessionId()
			const lines: CheckoutLine[] = [
				...input.lines,
				// A discount shows as a line of its own, below the screens, as on Stripe's page.
				...(input.discount
					? [
							{
								name: input.discount.name,
								description: '',
								unitAmountCents: -input.discount.amountCents,
								quantity: 1,
							},
						]
					: []),
				...(input.taxCents > 0
					? [{ name: TAX_LINE_NAME, description: '', unitAmountCents: input.taxCents, quantity: 1 }]
					: []),
				// Shown even when free, as Stripe shows its shipping option.
				{
					name: SHIPPING_LINE_PREFIX,
					description: input.shipping.displayName,
					unitAmountCents: input.shipping.amountCents,
					quantity: 1,
				},
			]
			const row = await insertTestSession(db, {
				id,
				order_id: input.orderId,
				url: `${input.origin}/test-checkout?session=${id}`,
				currency: input.currency,
				line_items: JSON.stringify(lines),
				amount_total_cents: input.totalCents,
				prefilled_email: input.customerEmail,
				success_url: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
				cancel_url: input.cancelUrl,
				created_at: now().toISOString(),
				expires_at: input.expiresAt.toISOString(),
			})
			return { ...toCheckoutSession(row, now()), url: row.url }
		},

		async retrieveSession(sessionId) {
			const row = await find(sessionId)
			if (!row) return null
			const session = toCheckoutSession(row, now())
			// Like Stripe, a session past its expiry is expired from then on.
			if (session.status === 'expired' && row.status === 'open') await expire(row.id)
			return session
		},

		expireSession: expire,

		async refund(input) {
			return inTransaction(db, async (trx) => {
				// The first statement of a SQLite transaction here takes the write lock
				// (BEGIN IMMEDIATE), so two refunds of one payment are checked one after the other.
				const earlier = await findTestRefundByKey(trx, input.idempotencyKey)
				if (earlier) return succeeded(earlier.id, earlier.amount_cents)
				const sessionId = input.paymentReference.startsWith(PAYMENT_PREFIX)
					? input.paymentReference.slice(PAYMENT_PREFIX.length)
					: null
				const session = sessionId ? await findTestSession(trx, sessionId) : undefined
				if (!session || session.payment_status !== 'paid') {
					return refused(input.amountCents, `No such payment: ${input.paymentReference}`)
				}
				const left =
					session.amount_total_cents - (await refundedOfTestPayment(trx, input.paymentReference))
				if (input.amountCents > left) {
					return refused(
						input.amountCents,
						`The refund of ${input.amountCents} cents is more than the ${left} cents left on the payment`,
					)
				}
				const row = await insertTestRefund(
					trx,
					{
						payment_reference: input.paymentReference,
						amount_cents: input.amountCents,
						idempotency_key: input.idempotencyKey,
						reason: input.reason,
					},
					now(),
				)
				return succeeded(row.id, row.amount_cents)
			})
		},

		async viewSession(sessionId) {
			const row = await find(sessionId)
			if (!row) return null
			const session = toCheckoutSession(row, now())
			return {
				id: row.id,
				status: session.status,
				paid: session.paid,
				lines: JSON.parse(row.line_items) as CheckoutLine[],
				amountTotalCents: row.amount_total_cents,
				currency: row.currency,
				prefilledEmail: row.prefilled_email,
				cancelUrl: row.cancel_url,
				successUrl: row.success_url,
				expiresAt: row.expires_at,
			}
		},

		async pay(sessionId, form, fulfil) {
			const row = await find(sessionId)
			if (!row) return { outcome: 'not_found' }
			const current = toCheckoutSession(row, now())
			if (current.paid) return { outcome: 'already_paid', successUrl: row.success_url }
			if (current.status !== 'open') return { outcome: 'expired' }
			const verdict = cardVerdict(form.cardNumber)
			if (verdict === 'declined') return { outcome: 'declined', message: CARD_MESSAGES.declined }
			if (verdict === 'not_a_test_card') {
				return { outcome: 'declined', message: CARD_MESSAGES.notATestCard }
			}

			const customer: StoredCustomer = {
				name: form.name,
				email: form.email,
				phone: form.phone,
				shipping: {
					name: form.name,
					line1: form.line1,
					line2: form.line2,
					city: form.city,
					state: form.state,
					postalCode: form.postalCode,
					country: 'US',
				},
				specialInstructions: form.specialInstructions,
			}
			const paidAt = now()
			const charged = await inTransaction(db, async (trx) => {
				// Only an open, unexpired session can be paid, once: a second submit changes nothing.
				const paid = await completeTestSession(trx, sessionId, JSON.stringify(customer), paidAt)
				if (!paid) return null
				const event: PaidEvent = {
					provider: 'test',
					// One completion event per session, as Stripe sends: redelivery keeps the id.
					eventId: `evt_${paid.id}_completed`,
					eventType: 'checkout.session.completed',
					kind: 'paid',
					session: toCheckoutSession(paid, paidAt),
				}
				return { paid, event, fulfilment: await fulfil(trx, event) }
			})
			if (!charged) {
				const again = await find(sessionId)
				return again?.payment_status === 'paid'
					? { outcome: 'already_paid', successUrl: again.success_url }
					: { outcome: 'expired' }
			}
			return {
				outcome: 'paid',
				successUrl: charged.paid.success_url,
				event: charged.event,
				fulfilment: charged.fulfilment,
			}
		},
	}
}

function toCheckoutSession(row: SessionRow, now: Date): CheckoutSession {
	const customer = row.customer ? (JSON.parse(row.customer) as StoredCustomer) : null
	const lapsed = row.status === 'open' && row.expires_at <= now.toISOString()
	return {
		id: row.id,
		orderId: row.order_id,
		url: row.url,
		status: lapsed ? 'expired' : (row.status as CheckoutSession['status']),
		paid: row.payment_status === 'paid',
		amountTotalCents: row.amount_total_cents,
		currency: row.currency,
		expiresAt: new Date(row.expires_at),
		customer: {
			name: customer?.name ?? null,
			email: customer?.email ?? row.prefilled_email,
			phone: customer?.phone ?? null,
		},
		shipping: customer?.shipping ?? null,
		specialInstructions: customer?.specialInstructions ?? null,
		paymentReference: customer ? `${PAYMENT_PREFIX}${row.id}` : null,
	}
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
	return provider.id === 'test' && 'pay' in provider
}
