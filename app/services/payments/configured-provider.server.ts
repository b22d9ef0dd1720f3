import type { AppContext } from '#app/utils/app-context.ts'
import type { Env } from '#app/utils/env.server.ts'
import type { DB } from '#db/index.ts'
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import { createStripeProvider } from './stripe.server.ts'
import { createTestProvider } from './test-provider.server.ts'

/** Stripe when a secret key is configured, otherwise the built-in test checkout. */
export function createPaymentProvider(
	env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
	db: DB,
): PaymentProvider {
	if (env.STRIPE_SECRET_KEY) {
		if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with Stripe')
		return createStripeProvider({
			secretKey: env.STRIPE_SECRET_KEY,
			webhookSecret: env.STRIPE_WEBHOOK_SECRET,
			apiBase: env.STRIPE_API_BASE,
		})
	}
	return createTestProvider(db)
}

/** The active provider's name alone, e.g. 'Stripe'. */
export function paymentProviderName(context: Pick<AppContext, 'payments'>): string {
	return context.payments.displayName
}
