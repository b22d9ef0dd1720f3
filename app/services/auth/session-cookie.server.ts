// The session cookie as better-auth (through better-call) writes it: `<token>.<signature>`,
// URL-encoded, where the signature is the base64 HMAC-SHA256 of the token under the auth secret.
// Checked here with node:crypto in microseconds, instead of better-call's WebCrypto round trip
// through the thread pool; the key is imported once per secret.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto'

/** The cookies of a Cookie header by name, the first of a repeated name winning (as better-call
 * reads them, so both pick the same session cookie). */
export function parseCookieHeader(header: string): Map<string, string> {
	const cookies = new Map<string, string>()
	let index = 0
	while (index < header.length) {
		const eq = header.indexOf('=', index)
		if (eq === -1) break
		let end = header.indexOf(';', index)
		if (end === -1) end = header.length
		else if (end < eq) {
			index = header.lastIndexOf(';', eq - 1) + 1
			continue
		}
		const name = header.slice(index, eq).trim()
		if (!cookies.has(name)) {
			let value = header.slice(eq + 1, end).trim()
			if (value.startsWith('"')) value = value.slice(1, -1)
			cookies.set(name, decoded(value))
		}
		index = end + 1
	}
	return cookies
}

function decoded(value: string): string {
	try {
		return value.includes('%') ? decodeURIComponent(value) : value
	} catch {
		return value
	}
}

let lastKey: { secret: string; key: KeyObject } | undefined

function keyFor(secret: string): KeyObject {
	if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(secret, 'utf8') }
	return lastKey.key
}

/** The token of a signed cookie value when its signature is ours, else null. */
export function verifiedToken(value: string, secret: string): string | null {
	const dot = value.lastIndexOf('.')
	if (dot < 1) return null
	const token = value.slice(0, dot)
	const signature = Buffer.from(value.slice(dot + 1), 'utf8')
	const expected = createHmac('sha256', keyFor(secret)).update(token, 'utf8').digest('base64')
	const expectedBytes = Buffer.from(expected, 'utf8')
	// Both 44 characters when the signature has the right shape; compared in constant time.
	if (signature.length !== expectedBytes.length) return null
	return timingSafeEqual(signature, expectedBytes) ? token : null
}
