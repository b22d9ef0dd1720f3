import { RouterContextProvider } from 'react-router'
import type { PaymentProvider } from '#app/domain/payments/payment-provider.ts'
import type { SessionRead } from '#app/domain/auth/session-user.ts'
import type { DB, Dialect } from '#db/index.ts'
import type { Env } from './env.server.ts'

/** What every loader and action receives as `context`, built once by the server at start-up. */
export type AppContext = {
	db: DB
	dialect: Dialect
	env: Env
	/** Secret that signs cookies (from SESSION_SECRET or generated once into ./data). */
	sessionSecret: string
	/** Tells the outbox worker that new mail is waiting, so it need not wait for its next poll. */
	wakeOutbox: () => void
	/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
	payments: PaymentProvider
	/**
	 * The connecting socket's address, set per request by the server (server/app.ts). Read the
	 * client's address through clientIp() in app/utils/client-ip.server.ts, which also
	 * honours TRUST_PROXY. Undefined outside a real HTTP request (tests, scripts).
	 */
	clientAddress?: string
	/**
	 * This request's session, when the server read it before handing a GET to React Router
	 * (server/signed-in-documents.ts keys a kept page on its user): readSession answers it, so the
	 * page is rendered for exactly that user. Never set for a request that runs an action (one
	 * that signs in or out changes the session before the loaders run).
	 */
	sessionRead?: Promise<SessionRead>
}

// React Router hands loaders and actions a RouterContextProvider (its future.v8_middleware); the
// shop's context rides on it as plain fields, the migration path React Router documents for an
// app whose loaders read `context.db`. Only the server makes one, with every field (loadContext).
declare module 'react-router' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type
	interface RouterContextProvider extends AppContext {}
}

/** The `context` React Router passes to this request's loaders and actions. */
export function loadContext(context: AppContext): RouterContextProvider {
	return Object.assign(new RouterContextProvider(), context)
}
