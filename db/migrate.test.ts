import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { dialectOf, openDatabase } from './index.ts'
import { migrateToLatest } from './migrate.ts'
import { migrations } from './migrations/index.ts'
import * as m0010 from './migrations/0010-labels-and-windows.ts'
import * as m0013 from './migrations/0013-quote-orders.ts'
import * as m0014 from './migrations/0014-cart-items-without-unit-price.ts'
import { addToCart, listCartItems } from '#app/models/cart/cart.server.ts'
import { toCartItem } from '#app/domain/cart/cart-item.ts'

describeEachDatabase('migrations', (getDb) => {
	it('creates every table of the schema', async () => {
		const { db, dialect } = getDb()
		// PostgreSQL lists the tables of every schema; only this suite's schema counts.
		const schema =
			dialect === 'postgres'
				? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
						?.schema
				: undefined
		const tables = (await db.introspection.getTables()).filter(
			(table) => schema === undefined || table.schema === schema,
		)
		expect(tables.map((table) => table.name)).toEqual(
			expect.arrayContaining(['outbox', 'inquiries']),
		)
		const outbox = tables.find((table) => table.name === 'outbox')
		expect(outbox?.columns.map((column) => column.name)).toEqual(
			expect.arrayContaining([
				'id',
				'status',
				'attempts',
				'next_attempt_at',
				'locked_until',
				'lease_token',
			]),
		)
	})

	it('0010 goes down and up again, recording the openings of orders already paid, once', async () => {
		const { db, dialect } = getDb()
		await getDb().clear()
		const at = '2026-01-02T03:04:05.000Z'
		await db
			.insertInto('users')
			.values({
				id: 'u-0010',
				email: 'u0010@example.com',
				email_verified: dialect === 'postgres' ? true : 1,
				username: 'u0010',
				full_name: 'U',
				created_at: at,
				updated_at: at,
			})
			.execute()
		// 0014 changes the same cart function: down first, up again before the cart is used.
		await m0014.down(db as never)
		await m0010.down(db as never)
		const order = (id: string, paidAt: string | null) => ({
			id,
			user_id: 'u-0010',
			screen_count: 3,
			subtotal_cents: 1,
			tax_cents: 0,
			total_cents: 1,
			provider: 'test',
			paid_at: paidAt,
			created_at: at,
			updated_at: at,
		})
		await db
			.insertInto('orders')
			.values([order('paid', at), order('unpaid', null)])
			.execute()
		const item = (id: string, orderId: string, width: number) => ({
			id,
			order_id: orderId,
			position: 0,
			description: 'Screen',
			width,
			width_sixteenths: 0,
			height: 40,
			height_sixteenths: 0,
			quantity: 1,
			unit_price_cents: 1,
			line_total_cents: 1,
		})
		// Without the label column, as the rows were before 0010.
		for (const row of [item('i1', 'paid', 30), item('i2', 'paid', 30), item('i3', 'unpaid', 24)]) {
			await sql`insert into order_items (id, order_id, position, description, width,
				width_sixteenths, height, height_sixteenths, quantity, unit_price_cents, line_total_cents)
				values (${row.id}, ${row.order_id}, ${row.position}, ${row.description}, ${row.width}, 0,
				${row.height}, 0, 1, 1, 1)`.execute(db)
		}
		await m0010.up(db as never)
		await m0014.up(db as never)
		const windows = await db.selectFrom('windows').select(['user_id', 'label', 'width']).execute()
		expect(windows).toEqual([{ user_id: 'u-0010', label: '', width: 30 }])
		// The cart functions carry the label again (PostgreSQL) and the SQLite statements too.
		const line = toCartItem(
			{ width: 30, widthSixteenths: 0, height: 40, heightSixteenths: 0, quantity: 1 },
			{ id: 'line', timestamp: at, label: 'Den' },
		)
		expect((await addToCart(db, 'u-0010', line)).items[0]?.label).toBe('Den')
		expect((await listCartItems(db, 'u-0010'))[0]?.label).toBe('Den')
		await getDb().clear()
	})

	it('0013 goes down and up again; orders keep a discount of 0, and a quote one order', async () => {
		const { db } = getDb()
		await getDb().clear()
		await m0013.down(db as never)
		await m0013.up(db as never)
		const at = '2026-01-02T03:04:05.000Z'
		await db
			.insertInto('orders')
			.values({
				id: 'o-0013',
				screen_count: 1,
				subtotal_cents: 4000,
				tax_cents: 320,
				total_cents: 4320,
				provider: 'test',
				created_at: at,
				updated_at: at,
			})
			.execute()
		const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
		expect(order).toMatchObject({ discount_cents: 0, quote_id: null })
		const quote = (id: string, number: string) => ({
			id,
			number,
			name: 'Pat',
			email: 'pat@example.com',
			screen_count: 1,
			list_subtotal_cents: 4000,
			discount_basis_points: 0,
			discount_cents: 0,
			subtotal_cents: 4000,
			tax_cents: 320,
			shipping_method: 'standard',
			shipping_cents: 995,
			total_cents: 5315,
			expires_at: at,
			order_id: 'o-0013',
			created_at: at,
			updated_at: at,
		})
		await db.insertInto('quotes').values(quote('q-1', 'Q-AAAAAAAA')).execute()
		await expect(
			db.insertInto('quotes').values(quote('q-2', 'Q-BBBBBBBB')).execute(),
		).rejects.toThrow()
		await getDb().clear()
	})

	it('records every migration and does nothing the second time', async () => {
		const { db } = getDb()
		const { rows } = await sql<{
			name: string
		}>`select name from kysely_migration order by name`.execute(db)
		expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations))
		expect(await migrateToLatest(db)).toEqual([])
	})

	it('knows which database it talks to', () => {
		const { db, dialect } = getDb()
		expect(dialectOf(db)).toBe(dialect)
	})
})

describe('openDatabase', () => {
	it('refuses a PostgreSQL schema name that is not a plain identifier', () => {
		expect(() =>
			openDatabase({
				databaseUrl: 'postgres://x@127.0.0.1/x',
				sqlitePath: '',
				pgSchema: 'a -c x=y',
			}),
		).toThrow(/Invalid PostgreSQL schema name/)
	})
})
