// A burst of the writes customers make, several at once, until it is told to stop (or the server
// dies under it): checkouts of varied carts (some paid at once on the test provider's page),
// saved-cart changes of a signed-in customer, bulk-quote requests. Seeded, so a run repeats. Each
// checkout and quote comes from its own address (X-Forwarded-For; run the shop with
// TRUST_PROXY=true), as many customers' would, so the per-address limits do not refuse them.
import { seededRandom, type Random } from './fuzz-random.ts'
import { fromAddress, postForm, postJson, TEST_CARD_FORM } from './shop-http.ts'

export type BurstTally = { answered: number; cutOff: number; byKind: Record<string, number> }

function screen(r: Random, id: string) {
	return {
		id,
		width: r.int(6, 48),
		widthFraction: r.int(0, 15) / 16,
		height: r.int(6, 72),
		heightFraction: r.int(0, 15) / 16,
		quantity: r.int(1, 20),
		price: 1,
		timestamp: '2026-01-01T00:00:00.000Z',
	}
}

/** A documentation-range address of its own for each request tag. */
function addressOf(tag: string): string {
	let hash = 0
	for (const char of tag) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
	return `198.18.${(hash >>> 8) & 255}.${hash & 255}`
}

async function checkout(url: string, r: Random, cookie: string, tag: string): Promise<number> {
	const items = Array.from({ length: r.int(1, 6) }, (_, index) => screen(r, `${tag}-${index}`))
	const signedIn = r.chance(0.5)
	const body = signedIn ? { items } : { items, cartKey: `crash-cart-${tag}` }
	const started = await postJson(
		url,
		'/api/create-payment',
		body,
		signedIn ? cookie : '',
		fromAddress(addressOf(tag)),
	)
	if (started.status !== 200 || !r.chance(0.4)) return started.status
	const session = new URL(((await started.json()) as { url: string }).url).searchParams.get(
		'session',
	)
	const paid = await postForm(
		url,
		`/test-checkout?session=${encodeURIComponent(session ?? '')}`,
		TEST_CARD_FORM,
	)
	return paid.status
}

async function cartChange(url: string, r: Random, cookie: string, tag: string): Promise<number> {
	const roll = r.next()
	const change =
		roll < 0.75
			? { intent: 'add', item: screen(r, tag) }
			: roll < 0.9
				? { intent: 'merge', items: [screen(r, `${tag}-a`), screen(r, `${tag}-b`)] }
				: { intent: 'clear' }
	return (await postJson(url, '/api/cart', change, cookie)).status
}

async function bulkQuote(url: string, r: Random, tag: string): Promise<number> {
	const answer = await postForm(
		url,
		'/bulk-orders',
		{
			name: 'Pat Builder',
			email: 'pat@example.com',
			quantity: String(r.int(100, 5000)),
			message: `Crash quote ${tag} for a housing project.`,
		},
		'',
		fromAddress(addressOf(tag)),
	)
	return answer.status
}

/**
 * Runs `workers` loops of writes against `url` until `stop()` is true; a request cut off by the
 * server's death ends its loop. Every answer must be a success (2xx or a redirect).
 */
export async function writeBurst(
	url: string,
	{
		seed,
		workers,
		cookie,
		stop,
	}: { seed: number; workers: number; cookie: string; stop: () => boolean },
): Promise<BurstTally & { unexpected: string[] }> {
	const tally: BurstTally = { answered: 0, cutOff: 0, byKind: {} }
	const unexpected: string[] = []
	const loop = async (worker: number) => {
		const r = seededRandom(seed * 31 + worker)
		for (let step = 0; !stop(); step++) {
			const tag = `${seed}-${worker}-${step}`
			const roll = r.next()
			const kind = roll < 0.4 ? 'checkout' : roll < 0.8 ? 'cart' : 'bulk quote'
			let status: number
			try {
				if (kind === 'checkout') status = await checkout(url, r, cookie, tag)
				else if (kind === 'cart') status = await cartChange(url, r, cookie, tag)
				else status = await bulkQuote(url, r, tag)
			} catch {
				tally.cutOff++
				return
			}
			tally.answered++
			tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1
			// 409: the saved cart is full (50 lines) until a clear comes along.
			if (status >= 400 && status !== 409) unexpected.push(`${kind} answered ${status}`)
		}
	}
	await Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)))
	return { ...tally, unexpected }
}
