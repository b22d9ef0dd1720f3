// Talking to a running shop process over HTTP the way its pages do: forms and JSON posted with
// the page's Origin, cookies carried by hand, and a customer made through the /auth form and the
// verification link from their e-mail.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseMail } from '../fixtures/parse-mime.ts'

/** The test provider's payment page filled in: card 4242 (paid), an e-mail and a US address. */
export const TEST_CARD_FORM = {
	cardNumber: '4242424242424242',
	expiry: '12 / 40',
	cvc: '123',
	name: 'Jane Doe',
	email: 'jane@example.com',
	line1: '12 Elm Street',
	city: 'Springfield',
	state: 'IL',
	postalCode: '62701',
}

export type Customer = { email: string; password: string; cookie: string }

/** The Cookie header for what a response set (cleared cookies left out). */
export function cookieHeader(response: Response): string {
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0]!)
		.filter((pair) => !pair.endsWith('='))
		.join('; ')
}

/** Headers of a request from `address` as the trusted proxy reports it (TRUST_PROXY=true): the
 * load tests stand for many customers, each within the per-address limits. */
export function fromAddress(address: string): Record<string, string> {
	return { 'X-Forwarded-For': address }
}

/** A same-origin POST with the session's cookie, as a browser sends it; redirects not followed. */
function post(
	shopUrl: string,
	path: string,
	contentType: string,
	body: string,
	cookie: string,
	extraHeaders: Record<string, string>,
): Promise<Response> {
	return fetch(`${shopUrl}${path}`, {
		method: 'POST',
		headers: {
			'Content-Type': contentType,
			Origin: shopUrl,
			...(cookie ? { Cookie: cookie } : {}),
			...extraHeaders,
		},
		body,
		redirect: 'manual',
	})
}

export function postForm(
	shopUrl: string,
	path: string,
	fields: Record<string, string>,
	cookie = '',
	extraHeaders: Record<string, string> = {},
): Promise<Response> {
	const body = new URLSearchParams(fields).toString()
	return post(shopUrl, path, 'application/x-www-form-urlencoded', body, cookie, extraHeaders)
}

export function postJson(
	shopUrl: string,
	path: string,
	body: unknown,
	cookie = '',
	extraHeaders: Record<string, string> = {},
): Promise<Response> {
	return post(shopUrl, path, 'application/json', JSON.stringify(body), cookie, extraHeaders)
}

/** The decoded text of every finished .eml the shop wrote to MAIL_DIR (no SMTP_URL). */
export function mailDirTexts(mailDir: string): string[] {
	let names: string[] = []
	try {
		names = readdirSync(mailDir).filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
	} catch {
		// the directory appears with the first message
	}
	return names.map((name) => mailText(readFileSync(join(mailDir, name), 'utf8')))
}

/** The To header and decoded text part of a raw message. */
export function mailText(raw: string): string {
	const mail = parseMail(raw)
	return `To: ${mail.headers.to ?? ''}\n${mail.text ?? ''}`
}

async function verificationPath(email: string, mailTexts: () => string[]): Promise<string> {
	const deadline = Date.now() + 15_000
	while (Date.now() < deadline) {
		for (const text of mailTexts()) {
			if (!text.includes(email)) continue
			const path = /\/auth\?mode=verify&token=[^\s"'<>&]+/.exec(text)?.[0]
			if (path) return path
		}
		await new Promise((done) => setTimeout(done, 50))
	}
	throw new Error(`No verification e-mail for ${email}`)
}

/**
 * Signs up through /auth on `signUpUrl`, follows the e-mailed verification link and signs in on
 * `signInUrl` (another instance, maybe). `mailTexts` lists the decoded mail sent so far.
 */
export async function createCustomer(
	{ signUpUrl, signInUrl = signUpUrl }: { signUpUrl: string; signInUrl?: string },
	mailTexts: () => string[],
	tag = 'customer',
): Promise<Customer> {
	const id = randomBytes(4).toString('hex')
	const email = `${tag}-${id}@example.com`
	const password = `Test-${randomBytes(12).toString('base64url')}`
	const signUp = await postForm(signUpUrl, '/auth?mode=sign-up', {
		intent: 'sign-up',
		email,
		password,
		username: `${tag}${id}`,
		fullName: 'Test Customer',
	})
	if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`)
	const verify = await fetch(`${signUpUrl}${await verificationPath(email, mailTexts)}`, {
		redirect: 'manual',
	})
	await verify.arrayBuffer()
	const signIn = await postForm(signInUrl, '/auth', { intent: 'sign-in', email, password })
	if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`)
	return { email, password, cookie: cookieHeader(signIn) }
}
