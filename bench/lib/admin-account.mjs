// An admin for the back-office pages, made as an operator does: `npm run admin -- create` on the
// shop's database (scripts/admin.ts, here through tsx directly), then a sign-in on /auth.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { signIn } from './accounts.mjs'
import { APP_DIR } from './shop-server.mjs'

/** Creates a verified admin on `shop`'s database and signs in; resolves with the Cookie header. */
export async function signedInAdmin(shop) {
	const email = `bench-admin-${randomBytes(4).toString('hex')}@example.com`
	const password = `Bench-admin-${randomBytes(12).toString('base64url')}`
	await promisify(execFile)(
		join(APP_DIR, 'node_modules/.bin/tsx'),
		['scripts/admin.ts', 'create', email],
		{ cwd: APP_DIR, env: { ...shop.env, ADMIN_PASSWORD: password } },
	)
	return signIn(shop, { email, password })
}
