import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Issue 14 items 2 and 3. A room or window label on every saved cart line and order line (null
// when the customer gave none), and the window book: each customer's openings, a label and a
// size, saved from /order or recorded when an order is paid (app/models/windows.server.ts).
// windows.label is '' for no label so that (user, label, size) can be unique: one opening once.
// Openings of orders paid before this are recorded here, each the first time it was bought.
//
// On PostgreSQL the three cart functions of 0007 and 0009 answer the label too and append it;
// their answers change shape, so they are dropped and made again. The reads repeat listCartItems
// (app/models/cart.server.ts) and the insert the SQLite one in app/models/cart-append.server.ts:
// change them together.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('cart_items').addColumn('label', 'text').execute()
	await db.schema.alterTable('order_items').addColumn('label', 'text').execute()
	await db.schema
		.createTable('windows')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
		.addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
		.addColumn('width', 'integer', (col) => col.notNull())
		.addColumn('width_sixteenths', 'integer', (col) => col.notNull())
		.addColumn('height', 'integer', (col) => col.notNull())
		.addColumn('height_sixteenths', 'integer', (col) => col.notNull())
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('windows_user_opening')
		.unique()
		.on('windows')
		.columns(['user_id', 'label', 'width', 'width_sixteenths', 'height', 'height_sixteenths'])
		.execute()
	// Every opening already bought, once: an order line's id serves as the window's id.
	await sql`
		insert into windows (id, user_id, label, width, width_sixteenths, height, height_sixteenths,
			created_at)
		select i.id, o.user_id, '', i.width, i.width_sixteenths, i.height, i.height_sixteenths,
			o.paid_at
		from order_items i join orders o on o.id = i.order_id
		where o.user_id is not null and o.paid_at is not null
		order by o.paid_at, i.position
		on conflict do nothing`.execute(db)
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return

	await dropCartFunctions(db)
	await createCartFunctions(db, true)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	const postgres = db.getExecutor().adapter instanceof PostgresAdapter
	if (postgres) await dropCartFunctions(db)
	await db.schema.dropTable('windows').execute()
	await db.schema.alterTable('order_items').dropColumn('label').execute()
	await db.schema.alterTable('cart_items').dropColumn('label').execute()
	if (postgres) await createCartFunctions(db, false)
}

async function dropCartFunctions(db: Kysely<unknown>): Promise<void> {
	await sql`drop function cart_append_lines(text, jsonb, text, integer)`.execute(db)
	await sql`drop function cart_remove_line(text, text)`.execute(db)
	await sql`drop function cart_set_quantity(text, text, integer)`.execute(db)
}

/** The cart functions, with the label (up) or as 0007 and 0009 made them (down). */
async function createCartFunctions(db: Kysely<unknown>, withLabel: boolean): Promise<void> {
	const l = (text: string) => (withLabel ? text : '')
	await sql
		.raw(
			`
		create function cart_append_lines(
			p_user_id text, p_lines jsonb, p_created_at text, p_max_lines integer
		) returns table (
			item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text${l(', label text')}, added boolean
		) language plpgsql volatile set enable_bitmapscan = off as $$
		#variable_conflict use_column
		declare
			v_added text[];
		begin
			perform 1 from users u where u.id = p_user_id for update;
			if not found then
				raise exception 'No user % to save a cart for', p_user_id;
			end if;

			with inserted as (
				insert into cart_items (id, user_id, item_id, width, width_sixteenths, height,
					height_sixteenths, quantity, unit_price_cents, position, created_at${l(', label')})
				select fresh.id, p_user_id, fresh.item_id, fresh.width, fresh.width_sixteenths,
					fresh.height, fresh.height_sixteenths, fresh.quantity, fresh.unit_price_cents,
					fresh.position, p_created_at${l(', fresh.label')}
				from (
					select v.id, v.item_id, v.width, v.width_sixteenths, v.height, v.height_sixteenths,
						v.quantity, v.unit_price_cents${l(', v.label')},
						cart.last_position + row_number() over (order by v.ord) as position,
						cart.line_count + row_number() over (order by v.ord) as line_number
					from jsonb_to_recordset(p_lines) as v(id text, item_id text, width integer,
						width_sixteenths integer, height integer, height_sixteenths integer,
						quantity integer, unit_price_cents integer, ord integer${l(', label text')})
					cross join (
						select coalesce(max(c.position), 0) as last_position, count(*) as line_count
						from cart_items c where c.user_id = p_user_id
					) as cart
					where not exists (
						select 1 from cart_items saved
						where saved.user_id = p_user_id and saved.item_id = v.item_id
					)
				) as fresh
				where fresh.line_number <= p_max_lines
				on conflict (user_id, item_id) do nothing
				returning cart_items.item_id
			)
			select coalesce(array_agg(inserted.item_id), '{}') into v_added from inserted;

			return query
			select c.item_id, c.width, c.width_sixteenths, c.height, c.height_sixteenths,
				c.quantity, c.created_at${l(', c.label')}, c.item_id = any(v_added)
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;
		end
		$$`,
		)
		.execute(db)
	await sql
		.raw(
			`
		create function cart_remove_line(p_user_id text, p_item_id text) returns table (
			item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text${l(', label text')}
		) language plpgsql volatile set enable_bitmapscan = off as $$
		begin
			delete from cart_items c where c.user_id = p_user_id and c.item_id = p_item_id;
			return query
			select c.item_id, c.width, c.width_sixteenths, c.height, c.height_sixteenths,
				c.quantity, c.created_at${l(', c.label')}
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;
		end
		$$`,
		)
		.execute(db)
	await sql
		.raw(
			`
		create function cart_set_quantity(p_user_id text, p_item_id text, p_quantity integer)
		returns table (
			item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text${l(', label text')}
		) language plpgsql volatile set enable_bitmapscan = off as $$
		begin
			update cart_items c set quantity = p_quantity
			where c.user_id = p_user_id and c.item_id = p_item_id;
			return query
			select c.item_id, c.width, c.width_sixteenths, c.height, c.height_sixteenths,
				c.quantity, c.created_at${l(', c.label')}
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;
		end
		$$`,
		)
		.execute(db)
}
