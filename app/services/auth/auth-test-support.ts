// Helpers for the auth integration tests: an app context over a test database, requests as a
// browser would send them, and the links in the e-mails the outbox holds.
import type { AppContext } from '#app/utils/app-context.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import type { DB, Dialect } from '#db/index.ts'

export const SHOP_ORIGIN = 'http://shop.test'
export const PASSWORD = 'tangerine-bicycle'

export function testContext(
	db: DB,
	dialect: Dialect,
	overrides: { env?: Record<string, string>; clientAddress?: string } = {},
): Pick<AppContext, 'db' | 'dialect' | 'env' | 'sessionSecret' | 'wakeOutbox' | 'clientAddress'> {
	return {
		db,
		dialect,
		env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: SHOP_ORIGIN, ...overrides.env }),
		sessionSecret: 'test-secret-that-is-long-enough-for-signing',
		wakeOutbox: () => {},
		clientAddress: overrides.clientAddress ?? '203.0.113.7',
	}
}

/** A request from the browser, carrying the cookies it holds (Set-Cookie values or name=value). */
export function browserRequest(cookies: string[] = [], path = '/auth'): Request {
	const cookie = cookies.map((c) => c.split(';')[0]).join('; ')
	return new Request(new URL(path, SHOP_ORIGIN), {
		method: 'POST',
		headers: cookie ? { Cookie: cookie } : {},
	})
}

/** The newest e-mail to `to`, or undefined. */
export async function lastMailTo(db: DB, to: string) {
	return db
		.selectFrom('outbox')
		.selectAll()
		.where('to_address', '=', to)
		.orderBy('created_at', 'desc')
		.limit(1)
		.executeTakeFirst()
}

export async function mailCount(db: DB, to: string): Promise<number> {
	const row = await db
		.selectFrom('outbox')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('to_address', '=', to)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** The token of the /auth?mode=... link in a text e-mail. */
export function linkToken(text: string, mode: 'verify' | 'reset' | 'link'): string {
	const match = new RegExp(`${SHOP_ORIGIN}/auth\\?mode=${mode}&token=([^\\s&]+)`).exec(text)
	if (!match?.[1]) throw new Error(`No ${mode} link in:\n${text}`)
	return decodeURIComponent(match[1])
}
