// What the built-in test provider (test-provider.server.ts) offers beyond a PaymentProvider: the
// hosted page's view of a session and the payment the page submits.
import type { DB } from '#db/index.ts'
import type {
	CheckoutLine,
	CheckoutSession,
	PaymentEvent,
	PaymentProvider,
} from '#app/domain/payments/payment-provider.ts'
import type { TestCheckoutForm } from '#app/domain/payments/test-card.ts'

/** What the hosted page shows. */
export type TestSessionView = {
	id: string
	status: CheckoutSession['status']
	paid: boolean
	lines: CheckoutLine[]
	amountTotalCents: number
	currency: string
	prefilledEmail: string | null
	cancelUrl: string
	successUrl: string
	expiresAt: string
}

export type PaidEvent = PaymentEvent & { kind: 'paid' }

export type TestPaymentResult<F = unknown> =
	| { outcome: 'paid'; event: PaidEvent; successUrl: string; fulfilment: F }
	| { outcome: 'already_paid'; successUrl: string }
	| { outcome: 'declined'; message: string }
	| { outcome: 'expired' }
	| { outcome: 'not_found' }

export type TestPaymentProvider = PaymentProvider & {
	readonly id: 'test'
	viewSession(sessionId: string): Promise<TestSessionView | null>
	/**
	 * Charges the session with the submitted (validated) form: the test cards decide. A payment is
	 * recorded and `fulfil`led in one transaction, so no crash can leave a paid session whose
	 * order was never fulfilled; if fulfilling fails, nothing was charged.
	 */
	pay<F>(
		sessionId: string,
		form: TestCheckoutForm,
		fulfil: (trx: DB, event: PaidEvent) => Promise<F>,
	): Promise<TestPaymentResult<F>>
}
