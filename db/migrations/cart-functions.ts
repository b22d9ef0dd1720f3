import { sql, type Kysely } from 'kysely'

// The PostgreSQL cart functions (docs/decisions/005-cart-api-fast-path.md): a saved-cart change
// and the read of the cart in one call. 0007 made cart_append_lines and cart_remove_line, 0009
// cart_set_quantity, 0010 made all three again with the line's label (and its down makes them
// again without), 0014 made cart_append_lines again without the unit price (its down, with). Migrations that have run use this text: never change what it produces for
// either shape (db/migrations/migration-sql.test.ts holds every migration's SQL); a new shape is
// a new function here, used by a new migration.
//
// The reads repeat listCartItems (app/models/cart/cart.server.ts) and the insert the SQLite one in
// app/models/cart/cart-append.server.ts: change them together.

/**
 * Without the label (as 0007 and 0009 made them) or with it (0010); storing the line's unit price
 * (0007 to 0013, the default) or not (0014).
 */
export type CartFunctionShape = { withLabel: boolean; withUnitPrice?: boolean }

/** The functions' SQL, each a `create function` statement. */
export function cartFunctionsSql({ withLabel, withUnitPrice = true }: CartFunctionShape) {
	const label = (text: string) => (withLabel ? text : '')
	const price = (text: string) => (withUnitPrice ? text : '')
	const lineColumns = `item_id text, width integer, width_sixteenths integer, height integer,
			height_sixteenths integer, quantity integer, created_at text${label(', label text')}`
	const readCart = (extraColumn = '') => `return query
			select c.item_id, c.width, c.width_sixteenths, c.height, c.height_sixteenths,
				c.quantity, c.created_at${label(', c.label')}${extraColumn}
			from cart_items c
			where c.user_id = p_user_id
			order by c.created_at, c.position, c.id;`

	const appendLines = `
		create function cart_append_lines(
			p_user_id text, p_lines jsonb, p_created_at text, p_max_lines integer
		) returns table (
			${lineColumns}, added boolean
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
					height_sixteenths, quantity, ${price('unit_price_cents, ')}position, created_at${label(', label')})
				select fresh.id, p_user_id, fresh.item_id, fresh.width, fresh.width_sixteenths,
					fresh.height, fresh.height_sixteenths, fresh.quantity, ${price('fresh.unit_price_cents,\n\t\t\t\t\t')}fresh.position, p_created_at${label(', fresh.label')}
				from (
					select v.id, v.item_id, v.width, v.width_sixteenths, v.height, v.height_sixteenths,
						v.quantity${price(', v.unit_price_cents')}${label(', v.label')},
						cart.last_position + row_number() over (order by v.ord) as position,
						cart.line_count + row_number() over (order by v.ord) as line_number
					from jsonb_to_recordset(p_lines) as v(id text, item_id text, width integer,
						width_sixteenths integer, height integer, height_sixteenths integer,
						quantity integer, ${price('unit_price_cents integer, ')}ord integer${label(', label text')})
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

			${readCart(', c.item_id = any(v_added)')}
		end
		$$`

	const removeLine = `
		create function cart_remove_line(p_user_id text, p_item_id text) returns table (
			${lineColumns}
		) language plpgsql volatile set enable_bitmapscan = off as $$
		begin
			delete from cart_items c where c.user_id = p_user_id and c.item_id = p_item_id;
			${readCart()}
		end
		$$`

	const setQuantity = `
		create function cart_set_quantity(p_user_id text, p_item_id text, p_quantity integer)
		returns table (
			${lineColumns}
		) language plpgsql volatile set enable_bitmapscan = off as $$
		begin
			update cart_items c set quantity = p_quantity
			where c.user_id = p_user_id and c.item_id = p_item_id;
			${readCart()}
		end
		$$`

	return { appendLines, removeLine, setQuantity }
}

/** Each function's `drop function` statement (PostgreSQL names a function with its arguments). */
export const DROP_CART_FUNCTION = {
	appendLines: 'drop function cart_append_lines(text, jsonb, text, integer)',
	removeLine: 'drop function cart_remove_line(text, text)',
	setQuantity: 'drop function cart_set_quantity(text, text, integer)',
} as const

/** Runs statements of this module in order. */
export async function runSql(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
