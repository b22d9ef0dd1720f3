// Appending lines to a saved cart (app/models/cart/cart.server.ts uses it for add and merge): the
// lines not yet in the cart go after its last line, up to the cap, in one statement. On PostgreSQL concurrent appends for one user take turns on the user's row lock,
// taken in the same call as the insert (cart_append_lines, db/migrations/cart-functions.ts),
// which also answers the cart as saved after it; SQLite runs one statement at a time anyway.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { fromCartItemSize, toSizeRow } from '#app/domain/order/screen-size.ts'
import { dialectOf, type DB } from '#db/index.ts'
import { preparedQuery } from '#db/prepared-query.ts'

/**
 * A line as the browser sends it; any price or timestamp it carries is not stored (a saved line
 * is priced when it is read, app/workflows/cart-prices).
 */
export type NewCartLine = Pick<
	CartItem,
	'id' | 'width' | 'widthFraction' | 'height' | 'heightFraction' | 'quantity' | 'label'
>

/** A saved line as the cart is read (cart.server.ts turns it into a SavedCartLine). */
export type CartRow = {
	item_id: string
	width: number
	width_sixteenths: number | null
	height: number
	height_sixteenths: number | null
	quantity: number
	created_at: string
	label: string | null
}

/** The ids of the lines the append saved; `cart`, the cart after it, when read in the same call. */
export type Appended = { added: ReadonlySet<string>; cart?: CartRow[] }

const appendOnPostgres = preparedQuery(
	(db: DB, userId: string, lines: string, createdAt: string, maxLines: number) =>
		sql<CartRow & { added: boolean }>`select * from cart_append_lines(${userId},
			${lines}::jsonb, ${createdAt}, ${maxLines})`,
)

export async function appendLines(
	db: DB,
	userId: string,
	items: readonly NewCartLine[],
	maxLines: number,
	now: Date,
): Promise<Appended> {
	// The same id twice in one request keeps the first.
	const byId = new Map<string, NewCartLine>()
	for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item)
	const lines = [...byId.values()].map((item, index) => ({
		id: randomUUID(),
		item_id: item.id,
		...toSizeRow(fromCartItemSize(item)),
		quantity: item.quantity,
		ord: index + 1,
		label: item.label || null,
	}))
	const createdAt = now.toISOString()
	if (dialectOf(db) === 'postgres') {
		const { rows } = await appendOnPostgres(db, userId, JSON.stringify(lines), createdAt, maxLines)
		return { added: new Set(rows.filter((row) => row.added).map((row) => row.item_id)), cart: rows }
	}
	if (lines.length === 0) return { added: new Set() }

	// The statement of cart_append_lines on PostgreSQL, with a VALUES list: change both.
	const int = (value: number) => sql`cast(${value} as integer)`
	const values = lines.map(
		(line) =>
			sql`(${line.id}, ${line.item_id}, ${int(line.width)}, ${int(line.width_sixteenths)}, ${int(line.height)}, ${int(line.height_sixteenths)}, ${int(line.quantity)}, ${int(line.ord)}, ${line.label})`,
	)
	// VALUES columns are named column1..columnN. row_number() numbers only the lines not yet
	// saved, so positions follow the saved ones without gaps and the cap is exact.
	const insert = sql<{ item_id: string }>`
		insert into cart_items (id, user_id, item_id, width, width_sixteenths, height,
			height_sixteenths, quantity, position, created_at, label)
		select id, ${userId}, item_id, width, width_sixteenths, height, height_sixteenths, quantity,
			position, ${createdAt}, label
		from (
			select v.column1 as id, v.column2 as item_id, v.column3 as width,
				v.column4 as width_sixteenths, v.column5 as height, v.column6 as height_sixteenths,
				v.column7 as quantity, v.column9 as label,
				cart.last_position + row_number() over (order by v.column8) as position,
				cart.line_count + row_number() over (order by v.column8) as line_number
			from (values ${sql.join(values)}) as v
			cross join (
				select coalesce(max(position), 0) as last_position, count(*) as line_count
				from cart_items where user_id = ${userId}
			) as cart
			where not exists (
				select 1 from cart_items saved where saved.user_id = ${userId} and saved.item_id = v.column2
			)
		) as fresh
		where line_number <= ${maxLines}
		on conflict (user_id, item_id) do nothing
		returning item_id`
	const { rows } = await insert.execute(db)
	return { added: new Set(rows.map((row) => row.item_id)) }
}
