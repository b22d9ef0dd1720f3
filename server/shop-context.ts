// What every request of the shop shares, made once at start (for `npm start` and `npm run dev`
// alike): the checked environment, the database (migrated), the payment provider, the outbox
// worker that sends the mail, and the timers that expire stale orders and report late ones.
import { dirname, join } from 'node:path'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { createPaymentProvider } from '#app/services/payments/configured-provider.server.ts'
import { startStaleOrderSweeper } from '#app/workflows/payments/reconcile.server.ts'
import { TEST_MODE_TEXT } from '#app/content/words/test-mode.ts'
import { startLateOrderCheck } from '#app/workflows/production/late-orders.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { resolveSessionSecret } from '#app/utils/session-secret.server.ts'
import { shopIdentity, shopSettingsWarnings } from '#app/utils/shop-settings.server.ts'
import { openDatabase } from '#db/index.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { startOutboxWorker } from './outbox-worker.ts'

export type ShopContext = {
	/** The context every loader and action gets (without the per-request fields). */
	context: AppContext
	/** The one public origin (PUBLIC_URL, else http://localhost:PORT). */
	siteOrigin: string
	/**
	 * What the owner must fix or know (placeholder shop settings, no payments taken), for the
	 * start log to show together at its end.
	 */
	warnings: string[]
	/** Stops the timers and the outbox worker, then closes the database. */
	stop: () => Promise<void>
}

export async function openShopContext(env: Env): Promise<ShopContext> {
	const warnings = shopSettingsWarnings(env).map((warning) => `Warning: ${warning}`)
	// A shop that takes no money must say so where the operator looks first.
	if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY) {
		warnings.push(TEST_MODE_TEXT.startupWarning)
	}
	const siteOrigin = publicOrigin(env)
	const { db, dialect } = openDatabase({
		databaseUrl: env.DATABASE_URL,
		sqlitePath: env.SQLITE_PATH,
	})
	await migrateToLatest(db)
	const worker = startOutboxWorker({ db, env })
	const context: AppContext = {
		db,
		dialect,
		env,
		sessionSecret: resolveSessionSecret(
			env.SESSION_SECRET,
			join(dirname(env.SQLITE_PATH), 'session-secret'),
		),
		wakeOutbox: worker.wake,
		payments: createPaymentProvider(env, db),
	}
	const settings = { shopInbox: env.SHOP_INBOX, siteUrl: siteOrigin, shop: shopIdentity(env) }
	// Pending orders whose payment session ended: reconciled with the provider, then expired.
	const sweeper = startStaleOrderSweeper({ db, payments: context.payments, settings })
	// Once a shop day, one instance e-mails the shop the orders past their ship-by date.
	const lateCheck = startLateOrderCheck({ db, wakeOutbox: worker.wake, settings })

	const stop = async () => {
		await sweeper.stop()
		await lateCheck.stop()
		await worker.stop()
		await db.destroy()
	}
	return { context, siteOrigin, warnings, stop }
}
