// The job list's POST on /bulk-orders and the private /quote page, through their route modules
// on both databases: bad rows answer 400 row by row, a good list is stored and both e-mails are
// queued, the sixth request from one address answers 429 with Retry-After, and /quote opens only
// an approved, unexpired quote, never cached; its "Accept and pay" POST answers with the hosted
// checkout, refuses a bad link (404) or an expired quote (410), is limited per address, and shows
// a paid quote's order instead of charging again.
import { beforeEach, expect, it } from 'vitest'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import { createTestProvider } from '#app/services/payments/test-provider.server.ts'
import { paymentContext, routeArgs, SHOP_ORIGIN } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { approveQuote } from '#app/workflows/quote/contractor-quotes.server.ts'
import { PUBLIC_WRITE_LIMITS } from '#app/workflows/limits/public-write-limits.server.ts'
import { action as bulkAction } from './bulk-orders.tsx'
import { action as quoteAction, headers as quoteHeaders, loader as quoteLoader } from './quote.tsx'
import { approvedQuote, payTestCheckout } from '#tests/support/fixtures/quotes.ts'

type Answer = {
	data: { jobQuote?: { problems: string[]; errors: Record<string, string> } }
	init: { status: number; headers?: Record<string, string> }
}

describeEachDatabase('job-list quote routes', (getDb) => {
	beforeEach(() => getDb().clear())

	const context = (clientAddress = '198.51.100.7') => {
		const { db, dialect } = getDb()
		return { ...paymentContext(db, dialect, createTestProvider(db)), clientAddress }
	}

	const post = (fields: Record<string, string>, clientAddress?: string) =>
		bulkAction(
			routeArgs(
				new Request(`${SHOP_ORIGIN}/bulk-orders`, {
					method: 'POST',
					body: new URLSearchParams({ intent: 'job-quote', ...fields }),
				}),
				context(clientAddress),
			),
		)

	const good = {
		name: 'Pat Builder',
		email: 'pat@example.com',
		jobList: 'Kitchen,30 5/16,40,2\nBath,12,12,1',
	}

	it('answers every bad row and bad field with 400 and stores nothing', async () => {
		const answer = (await post({
			name: '',
			email: 'nope',
			jobList: 'A,30,40,1\nB,5,40,1\nC,30,80,1',
		})) as Answer
		expect(answer.init.status).toBe(400)
		expect(answer.data.jobQuote?.problems).toEqual([
			'Row 2: Width and height must be at least 6 inches.',
			'Row 3: Width can be at most 48 inches and height at most 72 inches.',
		])
		expect(Object.keys(answer.data.jobQuote?.errors ?? {})).toEqual(['name', 'email'])
		expect(await getDb().db.selectFrom('quotes').selectAll().execute()).toEqual([])
	})

	it('refuses a label with ESC or U+202E row by row with the label message', async () => {
		const answer = (await post({
			...good,
			jobList: 'Kitchen,30,40,1\nDen\u001b[31m,30,40,1\n\u202Enehctik,30,40,1',
		})) as Answer
		expect(answer.init.status).toBe(400)
		expect(answer.data.jobQuote?.problems).toEqual([
			`Row 2: ${SCREEN_LABEL_MESSAGE}`,
			`Row 3: ${SCREEN_LABEL_MESSAGE}`,
		])
		expect(await getDb().db.selectFrom('quotes').selectAll().execute()).toEqual([])
	})

	it('stores a good list as a quote, queues both e-mails, then limits one address', async () => {
		const answer = (await post(good)) as Response
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe('/bulk-orders')
		const [quote] = await getDb().db.selectFrom('quotes').selectAll().execute()
		expect(quote).toMatchObject({ screen_count: 3, total_cents: 15336 })
		expect(await getDb().db.selectFrom('outbox').select('to_address').execute()).toHaveLength(2)

		for (let i = 1; i < PUBLIC_WRITE_LIMITS['job-quote'].limit; i++) await post(good)
		const refused = (await post(good)) as Answer
		expect(refused.init.status).toBe(429)
		expect(Number(new Headers(refused.init.headers).get('Retry-After'))).toBeGreaterThan(0)
		expect(await getDb().db.selectFrom('quotes').selectAll().execute()).toHaveLength(
			PUBLIC_WRITE_LIMITS['job-quote'].limit,
		)
		// Another address is not held up.
		expect(((await post(good, '198.51.100.8')) as Response).status).toBe(302)
	})

	it('opens an approved quote at /quote?token=, private and uncached; refuses others', async () => {
		await post(good)
		const { id } = await getDb().db.selectFrom('quotes').select('id').executeTakeFirstOrThrow()
		const approved = await approveQuote(
			getDb().db,
			{ id, basisPoints: 1000, note: null, approvedBy: 'owner' },
			context().env,
		)
		if (!approved.ok) throw new Error(approved.reason)
		const open = (token: string) =>
			quoteLoader(
				routeArgs(
					new Request(`${SHOP_ORIGIN}/quote?token=${encodeURIComponent(token)}`),
					context(),
				),
			)

		const shown = (await open(approved.token)) as {
			data: { quote: { totalCents: number; discountPercent: string; lines: unknown[] } }
			init: { headers: Record<string, string> }
		}
		expect(shown.data.quote).toMatchObject({
			totalCents: approved.quote.total_cents,
			discountPercent: '10%',
		})
		expect(shown.data.quote.lines).toHaveLength(2)
		expect(shown.init.headers['Cache-Control']).toBe('private, no-store')
		expect(quoteHeaders({ actionHeaders: new Headers() } as never)['Cache-Control']).toBe(
			'private, no-store',
		)

		for (const token of [
			'',
			'x',
			approved.token.slice(0, -1) + (approved.token.endsWith('A') ? 'B' : 'A'),
		]) {
			const refused = await open(token).catch((thrown: unknown) => thrown)
			expect(refused).toMatchObject({ init: { status: 404 } })
		}
		await getDb().db.updateTable('quotes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute()
		expect(await open(approved.token)).toMatchObject({
			init: { status: 410 },
			data: { expired: approved.quote.number },
		})
	})

	it('accepts and pays with a POST: the hosted checkout, or 404, 410, 429, or the paid order', async () => {
		const { db } = getDb()
		const { quote, token } = await approvedQuote(db)
		const accept = (withToken: string, clientAddress?: string) =>
			quoteAction(
				routeArgs(
					new Request(`${SHOP_ORIGIN}/quote?token=${encodeURIComponent(withToken)}`, {
						method: 'POST',
						body: new URLSearchParams(),
					}),
					context(clientAddress),
				),
			)
		const started = (await accept(token)) as Response
		expect(started.status).toBe(302)
		const checkoutUrl = started.headers.get('Location')!
		expect(checkoutUrl).toMatch(new RegExp(`^${SHOP_ORIGIN}/test-checkout\\?session=tcs_`))
		expect(started.headers.get('Cache-Control')).toBe('private, no-store')
		expect(((await accept(token)) as Response).headers.get('Location')).toBe(checkoutUrl)

		const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
		expect(await accept(tampered).catch((thrown: unknown) => thrown)).toMatchObject({
			init: { status: 404 },
		})

		const paid = await payTestCheckout(db, checkoutUrl, new Date())
		expect(paid.outcome).toBe('paid')
		const again = (await accept(token)) as Response
		expect(again.status).toBe(302)
		expect(again.headers.get('Location')).toBe(`/quote?token=${encodeURIComponent(token)}`)
		const shown = (await quoteLoader(
			routeArgs(new Request(`${SHOP_ORIGIN}/quote?token=${token}`), context()),
		)) as { data: { paid: { number: string; statusLabel: string } | null } }
		expect(shown.data.paid).toMatchObject({ statusLabel: 'Order Received' })
		expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(1)

		const { token: other } = await approvedQuote(db, { email: 'lee@example.com' })
		await db
			.updateTable('quotes')
			.set({ expires_at: '2000-01-01T00:00:00.000Z' })
			.where('id', '!=', quote.id)
			.execute()
		expect(await accept(other)).toMatchObject({
			init: { status: 410 },
			data: { expired: expect.stringMatching(/^Q-/) },
		})

		// One address may accept PUBLIC_WRITE_LIMITS['quote-payment'].limit times in its window.
		const limit = PUBLIC_WRITE_LIMITS['quote-payment'].limit
		for (let i = 0; i < limit; i++) await accept(token, '198.51.100.9')
		const refused = (await accept(token, '198.51.100.9')) as {
			init: { status: number; headers: Record<string, string> }
		}
		expect(refused.init.status).toBe(429)
		expect(Number(refused.init.headers['Retry-After'])).toBeGreaterThan(0)
	})
})
