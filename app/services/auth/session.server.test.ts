// The per-request session check (session.server.ts) answers plain sessions itself and leaves
// everything else to better-auth: these tests hold it to better-auth's verdicts, across two
// server processes sharing one database.
import { webcrypto } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import type { DB, Dialect } from '#db/index.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { signIn, signOut, signUp, verifyEmail } from './auth-api.server.ts'
import { PASSWORD, browserRequest, lastMailTo, testContext } from '#tests/support/fixtures/auth.ts'
import { readSession } from './session.server.ts'

const kim = { email: 'kim@example.com', password: PASSWORD, username: 'kim', fullName: 'Kim Ng' }

/** The cookie better-call would write for `token` under `secret` (WebCrypto, as it signs). */
async function signed(token: string, secret: string): Promise<string> {
	const encode = (text: string) => new TextEncoder().encode(text)
	const algorithm = { name: 'HMAC', hash: 'SHA-256' }
	const key = await webcrypto.subtle.importKey('raw', encode(secret), algorithm, false, ['sign'])
	const signature = await webcrypto.subtle.sign('HMAC', key, encode(token))
	return encodeURIComponent(`${token}.${Buffer.from(signature).toString('base64')}`)
}

describeEachDatabase('readSession', (getDb) => {
	const contextOf = (db: DB, dialect: Dialect, env?: Record<string, string>) =>
		testContext(db, dialect, env ? { env } : {})
	const context = () => contextOf(getDb().db, getDb().dialect)
	const read = (cookie: string, ctx = context()) =>
		readSession(browserRequest([cookie], '/account'), ctx)

	async function signedIn(ctx = context()): Promise<string> {
		await signUp(ctx, browserRequest(), kim)
		const mail = await lastMailTo(getDb().db, kim.email)
		const token = /mode=verify&token=(\S+)/.exec(mail!.text_body)![1]!
		await verifyEmail(ctx, browserRequest(), decodeURIComponent(token))
		const outcome = await signIn(ctx, browserRequest(), kim)
		if (!outcome.ok) throw new Error(outcome.message)
		return outcome.cookies.find((cookie) => cookie.includes('session_token='))!.split(';')[0]!
	}
	const sessionRow = () =>
		getDb().db.selectFrom('sessions').select(['token', 'updated_at']).executeTakeFirst()

	beforeEach(() => getDb().clear())

	it('answers a live session with its user, setting no cookie and writing nothing', async () => {
		const cookie = await signedIn()
		const before = await sessionRow()
		const answer = await read(cookie)
		expect(answer).toEqual({
			user: {
				id: expect.any(String),
				email: kim.email,
				username: 'kim',
				fullName: 'Kim Ng',
				emailVerified: true,
				isAdmin: false,
			},
			cookies: [],
		})
		expect(await sessionRow()).toEqual(before)
	})

	it("gives the loaders the server's read of this request, without reading again", async () => {
		const cookie = await signedIn()
		const given = await read(cookie)
		await getDb().db.updateTable('users').set({ full_name: 'Kim Renamed' }).execute()
		const ctx = { ...context(), sessionRead: Promise.resolve(given) }
		expect(await read(cookie, ctx)).toBe(given)
		expect((await read(cookie)).user?.fullName).toBe('Kim Renamed')
	})

	it('refuses a cookie whose token or signature is not ours', async () => {
		const cookie = await signedIn()
		const { token } = (await sessionRow())!
		const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
		const signature = value.slice(value.lastIndexOf('.') + 1)
		const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
		const forged = [
			`shop.session_token=${token}`,
			`shop.session_token=${encodeURIComponent(`${other}.${signature}`)}`,
			`shop.session_token=${encodeURIComponent(`${token}.${signature.replace(/^./, (c) => (c === 'x' ? 'y' : 'x'))}`)}`,
			`shop.session_token=${await signed(token, 'another-secret-that-is-long-enough')}`,
		]
		for (const attempt of forged) expect((await read(attempt)).user, attempt).toBeNull()
		// The genuine cookie, signed the way better-call signs, still works.
		const genuine = `shop.session_token=${await signed(token, context().sessionSecret)}`
		expect((await read(genuine)).user?.email).toBe(kim.email)
	})

	it('refuses at once a session signed out through another server process', async () => {
		const cookie = await signedIn()
		expect((await read(cookie)).user?.email).toBe(kim.email)
		const other = contextOf(getDb().connectAgain(), getDb().dialect)
		const out = await signOut(other, browserRequest([cookie]))
		expect(out.ok).toBe(true)
		const after = await read(cookie)
		expect(after.user).toBeNull()
		// better-auth answers the dead session: its cookie is cleared.
		expect(after.cookies.find((c) => c.startsWith('shop.session_token='))).toMatch(/Max-Age=0/)
	})

	it('says whether the user is an admin, on its own read and on a refresh by better-auth', async () => {
		const cookie = await signedIn()
		expect((await read(cookie)).user?.isAdmin).toBe(false)
		await getDb().db.updateTable('users').set({ role: 'admin' }).execute()
		expect((await read(cookie)).user?.isAdmin).toBe(true)
		// A session a day from its end is due for a refresh: better-auth answers it.
		const soon = new Date(Date.now() + 24 * 60 * 60_000)
		await getDb()
			.db.updateTable('sessions')
			.set({ expires_at: getDb().dialect === 'postgres' ? soon : soon.toISOString() })
			.execute()
		const refreshed = await read(cookie)
		expect(refreshed.cookies.find((c) => c.startsWith('shop.session_token='))).toBeDefined()
		expect(refreshed.user).toMatchObject({ email: kim.email, isAdmin: true })
	})

	it('refuses an expired session, clears its cookie and deletes it', async () => {
		const cookie = await signedIn()
		const past = new Date(Date.now() - 1000)
		await getDb()
			.db.updateTable('sessions')
			.set({ expires_at: getDb().dialect === 'postgres' ? past : past.toISOString() })
			.execute()
		const answer = await read(cookie)
		expect(answer.user).toBeNull()
		expect(answer.cookies.find((c) => c.startsWith('shop.session_token='))).toMatch(/Max-Age=0/)
		expect(await sessionRow()).toBeUndefined()
	})

	it('reads the __Secure- cookie on https and ignores a plain one there', async () => {
		const secure = contextOf(getDb().db, getDb().dialect, { PUBLIC_URL: 'https://shop.test' })
		const cookie = await signedIn(secure)
		expect(cookie).toMatch(/^__Secure-shop\.session_token=/)
		expect((await read(cookie, secure)).user?.email).toBe(kim.email)
		const plain = cookie.replace(/^__Secure-/, '')
		expect((await read(plain, secure)).user).toBeNull()
	})
})
