// Builds malformed requests from the route catalogue (fuzz-targets.ts): fields dropped, doubled
// or swapped for odd values, bodies in the wrong encoding, cut short, not UTF-8, nested deep or
// over the 1 MB cap, wrong methods and content types, bad cookies and query strings. Request
// `index` of `seed` is always the same request.
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import {
	deeplyNestedJson,
	INVALID_UTF8,
	oddValue,
	ODD_TEXT,
	seededRandom,
	type Random,
} from './fuzz-random.ts'
import { FUZZ_TARGETS, type FuzzContext, type FuzzTarget } from './fuzz-targets.ts'

export type FuzzRequest = {
	index: number
	target: string
	method: string
	path: string
	headers: Record<string, string>
	body: Buffer
	/** Sent without Content-Length (chunked), so only the streaming cap can stop it. */
	chunked: boolean
	/** Over the cap: the server may close the connection while the body is still going out. */
	oversize: boolean
}

const MB = 1024 * 1024
const METHODS = [
	'GET',
	'HEAD',
	'POST',
	'PUT',
	'PATCH',
	'DELETE',
	'OPTIONS',
	'TRACE',
	'PROPFIND',
	'PURGE',
]
const ODD_CONTENT_TYPES = [
	'text/plain',
	'application/octet-stream',
	'application/json; charset=utf-16',
	'application/x-www-form-urlencoded; charset=klingon',
	'multipart/form-data',
	'multipart/form-data; boundary=',
	'multipart/form-data; boundary="unterminated',
	'application/jsonx',
	'APPLICATION/JSON',
	'*/*',
	';;;',
	'text/html; charset=utf-8',
]
const GARBAGE_COOKIES = [
	'shop.session_token=forged.signature',
	'shop.session_token=',
	'shop.session_token=%E0%A4%A',
	'toast=eyJub3QiOiJzaWduZWQifQ%3D%3D',
	'toast=; shop.session_token=a.b.c',
	'=;=;=',
	'a',
	`shop.session_token=${'x'.repeat(4000)}`,
	'shop.session_token=a; shop.session_token=b',
	'__proto__=1; constructor=2',
]
const BROKEN_JSON = [
	'{',
	'{"items":',
	'{"intent":"add",}',
	"{'intent':'add'}",
	'{"intent":"add","item":{"width":1e999}}',
	'{"__proto__":{"intent":"add"},"constructor":{"prototype":{"x":1}}}',
	'"just a string"',
	'42',
	'null',
	'[]',
	'\uFEFF{"intent":"clear"}',
	'{"a":"\\uD800"}',
	'{"a":1}{"b":2}',
	'NaN',
]
const BROKEN_FORMS = [
	'%',
	'%zz=1',
	'&&&==&=',
	'a=%E0%A4%A',
	'=value',
	'intent',
	'a=1&a=2&a[]=3&a[b]=4',
]
const QUERY_JUNK = [
	'?',
	'?%',
	'?a=%zz',
	'?index',
	'?_data=routes%2Fadmin',
	'?&&&',
	'?a=1&a=2',
	'?%00=%00',
	`?x=${'y'.repeat(3000)}`,
]

const stripe = new Stripe('sk_test_fuzz')

function mutateFields(r: Random, fields: Record<string, unknown>, json: boolean) {
	const out: Record<string, unknown> = {}
	for (const [key, value] of Object.entries(fields)) {
		if (r.chance(0.1)) continue
		out[key] = r.chance(0.3) ? oddValue(r, json) : value
		// Nested JSON (a cart item, a Stripe session) gets its own fields broken too.
		if (json && value && typeof value === 'object' && !Array.isArray(value) && r.chance(0.5)) {
			out[key] = mutateFields(r, value as Record<string, unknown>, json)
		}
	}
	if (r.chance(0.15)) out[r.pick(ODD_TEXT) || 'extra'] = oddValue(r, json)
	return out
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function urlencoded(r: Random, fields: Record<string, unknown>): Buffer {
	const pairs = Object.entries(fields).map(([key, value]) => [key, text(value)])
	if (pairs.length && r.chance(0.1)) pairs.push(r.pick(pairs))
	return Buffer.from(new URLSearchParams(pairs).toString())
}

function multipart(r: Random, fields: Record<string, unknown>, boundary: string): Buffer {
	const parts = Object.entries(fields).map(([key, value]) => {
		const file = r.chance(0.1) ? `; filename="${r.pick(['a.txt', '../../x', 'ü.png'])}"` : ''
		return `--${boundary}\r\nContent-Disposition: form-data; name="${key}"${file}\r\n\r\n${text(value)}\r\n`
	})
	const closing = r.chance(0.85)
		? `--${boundary}--\r\n`
		: r.pick(['', `--${boundary}`, '--wrong--\r\n'])
	return Buffer.from(parts.join('') + closing)
}

type Encoded = { body: Buffer; contentType?: string }

function encodeBody(r: Random, target: FuzzTarget, c: FuzzContext, method: string): Encoded {
	const read = method === 'GET' || method === 'HEAD'
	if ((target.body === 'none' || read) && r.chance(0.8)) return { body: Buffer.alloc(0) }
	const json = target.body !== 'form' && (target.body !== 'cart' || r.chance(0.6))
	const fields = mutateFields(r, target.fields?.(c, r) ?? {}, json)
	const roll = r.next()
	if (roll < 0.1) return { body: Buffer.from(r.pick(BROKEN_JSON)), contentType: 'application/json' }
	if (roll < 0.16)
		return {
			body: Buffer.from(r.pick(BROKEN_FORMS)),
			contentType: 'application/x-www-form-urlencoded',
		}
	if (roll < 0.25 || !json) {
		if (r.chance(0.3)) {
			const boundary = `----fuzz${r.int(1, 1e9)}`
			return {
				body: multipart(r, fields, boundary),
				contentType: `multipart/form-data; boundary=${boundary}`,
			}
		}
		return { body: urlencoded(r, fields), contentType: 'application/x-www-form-urlencoded' }
	}
	return { body: Buffer.from(JSON.stringify(fields)), contentType: 'application/json' }
}

function corrupt(r: Random, body: Buffer): Buffer {
	const roll = r.next()
	if (roll < 0.4) return body.subarray(0, r.int(0, body.length))
	if (roll < 0.7) {
		const at = r.int(0, body.length)
		return Buffer.concat([body.subarray(0, at), r.pick(INVALID_UTF8), body.subarray(at)])
	}
	if (roll < 0.85) return Buffer.from(deeplyNestedJson(r.int(1_000, 100_000)))
	return Buffer.concat([body, randomBytesFrom(r, r.int(1, 2000))])
}

function randomBytesFrom(r: Random, length: number): Buffer {
	return Buffer.from(Array.from({ length }, () => r.int(0, 255)))
}

function webhookSignature(r: Random, c: FuzzContext, body: Buffer): string | undefined {
	const roll = r.next()
	if (roll < 0.6 && c.webhookSecret) {
		const secret = r.chance(0.85) ? c.webhookSecret : 'whsec_not_the_shops'
		return stripe.webhooks.generateTestHeaderString({ payload: body.toString('utf8'), secret })
	}
	if (roll < 0.8)
		return r.pick(['', 't=1,v1=abc', 't=NaN,v1=', 'v1=00', String(ODD_TEXT[r.int(0, 9)])])
	return undefined
}

function withQuery(r: Random, path: string): string {
	if (!r.chance(0.15)) return path
	const junk = r.pick(QUERY_JUNK)
	return path.includes('?') ? `${path}&${junk.slice(1)}` : `${path}${junk}`
}

/**
 * React Router's single-fetch URL for a path (/order -> /order.data; a path ending in a slash,
 * / among them, gets _.data: / -> /_.data, /order/ -> /order/_.data).
 */
function dataUrl(path: string): string {
	const [pathname = '/', search] = path.split(/\?(.*)/s, 2)
	const data = pathname.endsWith('/') ? `${pathname}_.data` : `${pathname}.data`
	return search === undefined ? data : `${data}?${search}`
}

// Node's client refuses header values with control characters or code points over U+00FF.
function sendable(headers: Record<string, string>): Record<string, string> {
	return Object.fromEntries(
		Object.entries(headers).map(([name, value]) => [
			name,
			/[^\t\x20-\x7e\x80-\xff]/.test(value) ? encodeURIComponent(value) : value,
		]),
	)
}

export function fuzzRequest(seed: number, index: number, c: FuzzContext): FuzzRequest {
	const r = seededRandom(Math.imul(seed, 2654435761) ^ index)
	const target = r.pick(FUZZ_TARGETS)
	const method = r.chance(0.75) ? target.method : r.pick(METHODS)
	let path = withQuery(r, target.path(c, r))
	if (r.chance(0.15)) path = dataUrl(path)

	let { body, contentType } = encodeBody(r, target, c, method)
	let oversize = false
	if (r.chance(0.08)) body = corrupt(r, body)
	const size = r.next()
	if (size < 0.01) {
		body = Buffer.concat([body, Buffer.alloc(MB + r.int(1, 64 * 1024), 0x61)])
		oversize = true
	} else if (size < 0.02) {
		body = Buffer.concat([body, Buffer.from(`&pad=${'b'.repeat(r.int(100_000, 900_000))}`)])
	}
	if (r.chance(0.12)) contentType = r.pick([...ODD_CONTENT_TYPES, undefined])

	const headers: Record<string, string> = {}
	if (contentType) headers['content-type'] = contentType
	const origin = r.next()
	if (origin < 0.85) headers.origin = c.origin
	else if (origin < 0.88) headers.origin = r.pick(['null', 'https://evil.example', 'not a url'])
	const cookie = r.next()
	if (cookie < 0.45 && c.sessionCookies.length) headers.cookie = r.pick(c.sessionCookies)
	else if (cookie < 0.8) headers.cookie = r.pick(GARBAGE_COOKIES)
	if (target.body === 'webhook') {
		const signature = webhookSignature(r, c, body)
		if (signature !== undefined) headers['stripe-signature'] = signature
	}
	if (r.chance(0.2))
		headers['x-forwarded-for'] = r.pick([
			`203.0.113.${r.int(0, 255)}`,
			'::1',
			'junk',
			'1.2.3.4, 5.6.7.8',
			`2001:db8::${r.int(0, 9999)}`,
		])
	if (r.chance(0.05)) headers['x-request-id'] = r.pick(['../../x', 'ok-id-1', '%00'])
	if (r.chance(0.05)) headers.accept = r.pick(['application/json', 'text/x-script', '*/*;q=abc'])
	if (r.chance(0.03)) headers['content-encoding'] = 'gzip'
	if (r.chance(0.03)) headers.expect = '100-continue'
	if (r.chance(0.03)) headers.range = 'bytes=0-10,5-1,-999999999999'
	// The server may cut the connection of a body over the cap: it goes on one of its own.
	if (oversize) headers.connection = 'close'
	const chunked = body.length > 0 && r.chance(0.1)
	return {
		index,
		target: target.name,
		method,
		path,
		headers: sendable(headers),
		body,
		chunked,
		oversize,
	}
}

export const DEFAULT_FUZZ_SEED = 20_261_121

/** FUZZ_SEED=<n> repeats a run; FUZZ_SEED=random tries a fresh one (printed by the test). */
export function fuzzSeed(fromEnv: string | undefined): number {
	if (!fromEnv) return DEFAULT_FUZZ_SEED
	return fromEnv === 'random' ? randomBytes(4).readUInt32LE(0) : Number(fromEnv) >>> 0
}
