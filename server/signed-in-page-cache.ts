// Signed-in customers' own copies of the pages whose HTML depends on nothing of the visitor but
// the root loader's `user` (signed-in-documents.ts says which pages and when a request may be
// answered from here). A copy is kept under the page's URL and exactly the user data the root
// loader sent (id, e-mail, names, verified flag), so two customers never share one, and a
// changed name or e-mail is a new key: the old copy is never served again and ages out.
//
// Only a 200 HTML render that set no cookie (so no toast was shown and no session cookie
// renewed or cleared) and that holds the user's id is kept; a copy lives ttlMs at most, and the
// cache holds at most maxBytes, dropping the least recently used copies first. Every response
// gets a fresh CSP nonce spliced in (stored-page.ts) and `Cache-Control: private, no-store`.
//
// The copies of one page differ only in the loader data at the end (the user's fields), so the
// parts between nonces are shared: a part already held by another copy is reused, not stored or
// compressed again. A customer's copy costs about the size of that last part.
import { createHash } from 'node:crypto'
import type { SessionUser } from '#app/domain/auth/session-user.ts'
import { STATIC_SECURITY_HEADERS } from '#app/utils/security-headers.server.ts'
import { PRIVATE_CACHE_CONTROL } from './private-responses.ts'
import { splicedPart, type SplicedPart } from './spliced-gzip.ts'
import { nonceOf, splitOn, storableHeaders, type StoredPage } from './stored-page.ts'

export type SignedInPageCacheOptions = {
	ttlMs: number
	/** Bytes held at most: parts (plain and deflated, a shared one counted once) and keys. */
	maxBytes: number
	/** The clock (tests move it). */
	now?: () => number
}

type SharedPart = SplicedPart & { digest: string; copies: number }
type Copy = StoredPage & { body: { parts: SharedPart[] }; expiresAt: number; ownBytes: number }

export type SignedInPageCache = ReturnType<typeof createSignedInPageCache>

export function createSignedInPageCache({
	ttlMs,
	maxBytes,
	now = Date.now,
}: SignedInPageCacheOptions) {
	// Insertion order is use order: a copy served is moved to the end, the first is dropped first.
	const copies = new Map<string, Copy>()
	const parts = new Map<string, SharedPart>()
	let bytes = 0

	const keyOf = (url: string, user: SessionUser) => `${url}\n${JSON.stringify(user)}`

	/** The held part with these bytes, or a new one (copied out of the body it was cut from). */
	function partFor(plain: Buffer): SharedPart | undefined {
		const digest = createHash('sha256').update(plain).digest('base64')
		let part = parts.get(digest)
		if (part && !part.plain.equals(plain)) return undefined
		if (!part) {
			part = { ...splicedPart(Buffer.from(plain)), digest, copies: 0 }
			parts.set(digest, part)
			bytes += part.plain.length + part.deflated.length
		}
		part.copies++
		return part
	}

	/** Lets go of parts a copy held; a part no copy holds any more is dropped. */
	function release(held: SharedPart[]) {
		for (const part of held) {
			if (--part.copies > 0) continue
			parts.delete(part.digest)
			bytes -= part.plain.length + part.deflated.length
		}
	}

	function drop(key: string) {
		const copy = copies.get(key)
		if (!copy) return
		copies.delete(key)
		bytes -= copy.ownBytes
		release(copy.body.parts)
	}

	function store(key: string, response: Response, body: Buffer, nonce: string) {
		const held: SharedPart[] = []
		for (const plain of splitOn(body, nonce)) {
			const part = partFor(plain)
			if (!part) {
				// Two different parts with one digest: keep nothing rather than risk mixing them.
				release(held)
				return
			}
			held.push(part)
		}
		const headers: Record<string, string> = {
			...STATIC_SECURITY_HEADERS,
			...storableHeaders(response),
			// As keepPersonalResponsesPrivate and compression set them on a rendered page.
			'cache-control': PRIVATE_CACHE_CONTROL,
			vary: 'Accept-Encoding',
		}
		const headerBytes = Object.entries(headers).reduce(
			(sum, [n, v]) => sum + n.length + v.length,
			0,
		)
		const ownBytes = key.length + headerBytes
		drop(key)
		copies.set(key, { headers, body: { parts: held }, expiresAt: now() + ttlMs, ownBytes })
		bytes += ownBytes
		// From the least recently used on: drop expired copies, and any until the cache fits.
		for (const [oldKey, copy] of copies) {
			if (copy.expiresAt > now() && bytes <= maxBytes) break
			drop(oldKey)
		}
	}

	return {
		/** `user`'s copy of the page at `url`, if one is held and fresh. */
		get(url: string, user: SessionUser): StoredPage | undefined {
			const key = keyOf(url, user)
			const copy = copies.get(key)
			if (!copy) return undefined
			if (copy.expiresAt <= now()) {
				drop(key)
				return undefined
			}
			copies.delete(key)
			copies.set(key, copy)
			return copy
		},

		/**
		 * Keeps the page rendered for `user` at `url` if it may be served again, and answers a
		 * response with the same status, headers and bytes for the caller to send.
		 */
		async keep(url: string, user: SessionUser, response: Response): Promise<Response> {
			const body = Buffer.from(await response.arrayBuffer())
			const nonce = nonceOf(response)
			const keepable =
				response.status === 200 &&
				nonce !== undefined &&
				response.headers.getSetCookie().length === 0 &&
				/^text\/html\b/.test(response.headers.get('content-type') ?? '') &&
				// Rendered for this user (the root loader's data names them), not for a session
				// that ended between the check and the render.
				body.includes(user.id)
			if (keepable) store(keyOf(url, user), response, body, nonce)
			return new Response(body, {
				status: response.status,
				statusText: response.statusText,
				headers: response.headers,
			})
		},

		/** Bytes held (for tests and the decision record's figures). */
		bytes: () => bytes,
		/** Copies held. */
		size: () => copies.size,
	}
}
