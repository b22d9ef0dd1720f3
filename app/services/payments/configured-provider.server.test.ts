import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { openDatabase } from '#db/index.ts'
import { createPaymentProvider, paymentProviderName } from './configured-provider.server.ts'

describe('choosing the payment provider', () => {
	const { db } = openDatabase({ sqlitePath: ':memory:' })

	it('is the built-in test checkout when no Stripe key is set', () => {
		const payments = createPaymentProvider(parseEnv({}), db)
		expect(payments.id).toBe('test')
		expect(paymentProviderName({ payments })).toBe('Test Checkout')
	})

	it('is Stripe with a secret key and a webhook secret', () => {
		const env = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })
		const payments = createPaymentProvider(env, db)
		expect(payments.id).toBe('stripe')
		expect(paymentProviderName({ payments })).toBe('Stripe')
	})

	it('refuses a Stripe key without the webhook secret, and bad values', () => {
		expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
			/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
		)
		expect(() =>
			parseEnv({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
		).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/)
		expect(() => parseEnv({ PAYMENT_SESSION_TTL_MINUTES: '10' })).toThrow(
			/PAYMENT_SESSION_TTL_MINUTES/,
		)
		expect(parseEnv({ STRIPE_SECRET_KEY: ' ' }).STRIPE_SECRET_KEY).toBeUndefined()
		expect(parseEnv({}).PAYMENT_SESSION_TTL_MINUTES).toBe(60)
	})
})
