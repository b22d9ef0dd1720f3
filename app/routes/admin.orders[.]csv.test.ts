import { beforeEach, expect, it } from 'vitest'
import { ORDER_CSV_HEADER } from '#app/domain/order/order-csv.ts'
import { moveOrder } from '#app/workflows/order/order-moves.server.ts'
import { refundOrder } from '#app/workflows/payments/refunds.server.ts'
import {
	adminRequest,
	call,
	moveSettings,
	paidOrder,
	parseCsv,
	freshAdminSession,
	unpaidOrder,
} from '#tests/support/fixtures/admin.ts'
import { cartItem, type TestAppContext } from '#tests/support/fixtures/payment.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { loader } from './admin.orders[.]csv.ts'

const actor = { id: 'admin-1', email: 'owner@shop.test' }

describeEachDatabase('/admin/orders.csv', (getDb) => {
	let ctx: TestAppContext
	let cookie: string
	beforeEach(async () => {
		;({ ctx, cookie } = await freshAdminSession(getDb()))
	})

	const download = (query: string) =>
		call(loader, adminRequest(`/admin/orders.csv?${query}`, cookie), ctx)

	it('exports one row per paid order of the shop days asked for, with right totals and formulas neutralised', async () => {
		const { db } = getDb()
		// Paid on March 1 at 00:30 and March 31 at 23:30 in New York: both inside the range.
		const first = await paidOrder(db, {
			at: new Date('2030-03-01T05:30:00Z'),
			name: '=HYPERLINK("http://evil.example","Click")',
			email: '+1@example.com',
			items: [
				{ ...cartItem({ quantity: 1 }), label: '=Den' },
				{ ...cartItem({ width: 24, quantity: 3 }), label: 'Kitchen left' },
			],
		})
		const second = await paidOrder(db, {
			at: new Date('2030-04-01T03:30:00Z'),
			name: '@SUM(1+1)',
			email: 'pat@example.com',
		})
		const third = await paidOrder(db, {
			at: new Date('2030-03-15T16:00:00Z'),
			name: '-2+3, "Jr."',
			shippingMethod: 'expedited',
		})
		await paidOrder(db, { at: new Date('2030-03-01T04:30:00Z') }) // Feb 28, 11:30 PM in New York
		await paidOrder(db, { at: new Date('2030-04-01T04:30:00Z') }) // April 1
		await unpaidOrder(db, new Date('2030-03-10T12:00:00Z'))
		for (const [from, to] of [
			['received', 'in_production'],
			['in_production', 'quality_check'],
			['quality_check', 'shipped'],
		] as const) {
			await moveOrder(
				db,
				{
					orderId: third.id,
					from,
					to,
					actor,
					shipment: { carrier: '=cmd|"/c calc"!A1', trackingNumber: '1Z999' },
				},
				moveSettings(db),
			)
		}

		await refundOrder(
			{ ...moveSettings(db), db },
			{
				orderId: first.id,
				amountCents: 1000,
				kind: 'partial',
				reason: 'Goodwill',
				actor,
				idempotencyKey: 'csv-refund',
			},
		)

		const answer = await download('from=2030-03-01&to=2030-03-31')
		expect(answer.status).toBe(200)
		const headers = answer.response!.headers
		expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
		expect(headers.get('Content-Disposition')).toBe(
			'attachment; filename="orders-2030-03-01-to-2030-03-31.csv"',
		)
		expect(headers.get('Cache-Control')).toBe('private, no-store')

		const [header, ...rows] = parseCsv(await answer.response!.text())
		expect(header).toEqual([...ORDER_CSV_HEADER])
		expect(rows.map((row) => row[0])).toEqual([first.number, third.number, second.number])
		const dollars = (cents: number) => (cents / 100).toFixed(2)
		expect(rows[0]).toEqual([
			first.number,
			'2030-03-01',
			'Order Received',
			`'=HYPERLINK("http://evil.example","Click")`,
			"'+1@example.com",
			'4',
			dollars(first.subtotal_cents),
			'0.00',
			dollars(first.tax_cents),
			'Standard',
			'0.00',
			dollars(first.total_cents),
			'10.00',
			dollars(first.total_cents - 1000),
			'',
			'',
			"'=Den; Kitchen left",
		])
		expect(rows[1]).toEqual([
			third.number,
			'2030-03-15',
			'Shipped',
			`'-2+3, "Jr."`,
			'pat.lee@example.com',
			'2',
			'102.00',
			'0.00',
			'8.16',
			'Expedited',
			'24.95',
			'135.11',
			'0.00',
			'135.11',
			`'=cmd|"/c calc"!A1`,
			'1Z999',
			'',
		])
		expect(rows[2]!.slice(1, 4)).toEqual(['2030-03-31', 'Order Received', "'@SUM(1+1)"])
		// The file adds up: subtotal - discount + tax + shipping = total on every row.
		const cents = (cell: string | undefined) => Math.round(Number(cell) * 100)
		for (const row of rows) {
			expect(cents(row[6]) - cents(row[7]) + cents(row[8]) + cents(row[10])).toBe(cents(row[11]))
		}
		expect(rows.every((row) => row.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true)
	})

	it('answers a header only for a range without orders', async () => {
		const answer = await download('from=2031-01-01&to=2031-01-31')
		expect(parseCsv(await answer.response!.text())).toEqual([[...ORDER_CSV_HEADER]])
	})

	it.each([
		['from=2030-03-01', 'Give the dates as from=YYYY-MM-DD and to=YYYY-MM-DD.'],
		['from=2030-02-30&to=2030-03-01', 'Give the dates as from=YYYY-MM-DD and to=YYYY-MM-DD.'],
		['from=03/01/2030&to=2030-03-01', 'Give the dates as from=YYYY-MM-DD and to=YYYY-MM-DD.'],
		['from=2030-03-02&to=2030-03-01', 'The "from" date must not be after the "to" date.'],
		['from=2029-01-01&to=2030-01-02', 'Export at most 366 days at a time.'],
	])('answers %s with 400 and a clear message', async (query, message) => {
		const answer = await download(query)
		expect(answer.status).toBe(400)
		expect(await answer.response!.text()).toBe(message)
	})
})
