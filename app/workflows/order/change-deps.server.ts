// What changing an order needs (app/workflows/order/change-order.server.ts and its refund).
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import type { DB } from '#db/index.ts'
import type { ChangeMailSettings } from './apply-change.server.ts'

export type ChangeDeps = {
	db: DB
	/** The order's provider: the difference's checkout, and refunds. */
	payments: PaymentProvider
	settings: ChangeMailSettings
	/** How long a difference's hosted checkout stays open (PAYMENT_SESSION_TTL_MINUTES). */
	ttlMinutes: number
	/** How long a repeated request waits for the first one's checkout session (default 15 s). */
	waitForSessionMs?: number
}

export type ChangeActor = { id: string | null; email: string | null }
