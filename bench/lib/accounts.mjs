// A signed-in customer for the bench, made the way a person does it: sign up on /auth, open the
// verification link from the e-mail (the shop writes mail to .eml files without SMTP), sign in.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { forwardedFor, nextClientAddress } from './clients.mjs'

function form(fields, address) {
	return {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...forwardedFor(address) },
		body: new URLSearchParams(fields).toString(),
		redirect: 'manual',
	}
}

/** The text of an .eml with quoted-printable soft breaks and escapes undone. */
function decodedMail(path) {
	return readFileSync(path, 'latin1')
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
		.replace(/&amp;/g, '&')
}

/** The link in `email`'s verification mail, looking only at mail written since `since` (ms). */
async function verificationLink(mailDir, email, since) {
	const deadline = Date.now() + 15_000
	while (Date.now() < deadline) {
		let files = []
		try {
			files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
		} catch {
			// the directory appears with the first message
		}
		for (const name of files) {
			// Order mail from a running scenario piles up here: skip what is older than the sign-up.
			if (statSync(join(mailDir, name)).mtimeMs < since - 1000) continue
			const text = decodedMail(join(mailDir, name))
			if (!text.includes(email)) continue
			const link = /\/auth\?mode=verify&token=[^\s"'<>&]+/.exec(text)?.[0]
			if (link) return link
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`No verification e-mail for ${email} in ${mailDir}`)
}

function cookieHeader(response) {
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.filter((pair) => !/=$/.test(pair))
		.join('; ')
}

/** Signs in on /auth as a person does; resolves with the session's Cookie header. */
export async function signIn(shop, { email, password, address = nextClientAddress() }) {
	const response = await fetch(
		`${shop.url}/auth`,
		form({ intent: 'sign-in', email, password }, address),
	)
	if (response.status !== 302)
		throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
	const cookie = cookieHeader(response)
	if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`)
	// A browser follows the redirect: that page shows the sign-in toast and clears its cookie, so
	// later requests carry the session alone (not a toast to verify and clear on every page).
	const landing = await fetch(new URL(response.headers.get('location') ?? '/', shop.url), {
		headers: { Cookie: cookie, ...forwardedFor(address) },
		redirect: 'manual',
	})
	await landing.arrayBuffer()
	const cleared = new Set(
		landing.headers
			.getSetCookie()
			.map((set) => set.split(';')[0])
			.filter((pair) => pair.endsWith('='))
			.map((pair) => pair.slice(0, -1)),
	)
	return cookie
		.split('; ')
		.filter((pair) => !cleared.has(pair.slice(0, pair.indexOf('='))))
		.join('; ')
}

/**
 * Signs up, verifies and signs in a fresh customer from an address of their own (the sign-up
 * limit per address would stop a bench signing up many from one); resolves with their Cookie
 * header, e-mail and address.
 */
export async function signedInCustomer(shop) {
	const address = nextClientAddress()
	const startedAt = Date.now()
	const id = randomBytes(4).toString('hex')
	const email = `bench-${id}@example.com`
	const password = `Bench-${randomBytes(12).toString('base64url')}`
	const signUp = await fetch(
		`${shop.url}/auth?mode=sign-up`,
		form(
			{
				intent: 'sign-up',
				email,
				password,
				username: `bench${id}`,
				fullName: 'Bench Customer',
			},
			address,
		),
	)
	if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`)
	const verify = await fetch(
		`${shop.url}${await verificationLink(shop.mailDir, email, startedAt)}`,
		{
			redirect: 'manual',
			headers: forwardedFor(address),
		},
	)
	await verify.arrayBuffer()
	const cookie = await signIn(shop, { email, password, address })
	const cart = await fetch(`${shop.url}/api/cart`, {
		headers: { Cookie: cookie, ...forwardedFor(address) },
	})
	if (cart.status !== 200)
		throw new Error(`GET /api/cart as the new customer answered ${cart.status}`)
	return { cookie, email, address }
}
