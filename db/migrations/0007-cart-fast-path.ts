import { PostgresAdapter, sql, type Kysely } from 'kysely'

// A saved-cart change in few round trips (docs/decisions/005-cart-api-fast-path.md): an index in
// the cart's reading order, and on PostgreSQL two functions that change the cart and answer it
// in one call (cart_append_lines under the user's row lock, cart_remove_line), planned with
// index scans. The insert repeats the SQLite one in app/models/cart-append.server.ts and the read
// repeats listCartItems: change them together.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createIndex('cart_items_user_order')
		.on('cart_items')
		.columns(['user_id', 'created_at', 'position', 'id'])
		.execute()
	await db.schema.dropIndex('cart_items_user_created').execute()
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return

	await sql`
		create function cart_append_lines(
			p_user_id text, p_lines jsonb, p_created_at text, p_max_lines integer
		) returns table (
			item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text, added boolean
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
					height_sixteenths, quantity, unit_price_cents, position, created_at)
				select fresh.id, p_user_id, fresh.item_id, fresh.width, fresh.width_sixteenths,
					fresh.height, fresh.height_sixteenths, fresh.quantity, fresh.unit_price_cents,
					fresh.position, p_created_at
				from (
					select v.id, v.item_id, v.width, v.width_sixteenths, v.height, v.height_sixteenths,
						v.quantity, v.unit_price_cents,
						cart.last_position + row_number() over (order by v.ord) as position,
						cart.line_count + row_number() over (order by v.ord) as line_number
					from jsonb_to_recordset(p_lines) as v(id text, item_id text, width integer,
						width_sixteenths integer, height integer, height_sixteenths integer,
						quantity integer, unit_price_cents integer, ord integer)
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
				c.quantity, c.created_at, c.item_id = any(v_added)
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;
		end
		$$`.execute(db)

	await sql`
		create function cart_remove_line(p_user_id text, p_item_id text) returns table (
			item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text
		) language plpgsql volatile set enable_bitmapscan = off as $$
		begin
			delete from cart_items c where c.user_id = p_user_id and c.item_id = p_item_id;
			return query
			select c.item_id, c.width, c.width_sixteenths, c.height, c.height_sixteenths,
				c.quantity, c.created_at
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;
		end
		$$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
	if (db.getExecutor().adapter instanceof PostgresAdapter) {
		await sql`drop function cart_remove_line(text, text)`.execute(db)
		await sql`drop function cart_append_lines(text, jsonb, text, integer)`.execute(db)
	}
	await db.schema
		.createIndex('cart_items_user_created')
		.on('cart_items')
		.columns(['user_id', 'created_at', 'position'])
		.execute()
	await db.schema.dropIndex('cart_items_user_order').execute()
}
