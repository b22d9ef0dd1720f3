import type { Kysely } from 'kysely'
import { pricedScreenLineColumns } from './columns.ts'

// Issue 16. Contractors' job lists priced as quotes (docs/decisions/021-contractor-quotes.md).
//
// quotes: one priced job. Money in integer cents as on orders; discount_basis_points is what the
// owner's tiers gave, or what the owner set on review. token_hash is the SHA-256 of the private
// link's token (the token itself is only ever in the contractor's e-mail); null until approved.
// expires_at: 30 days after the request, then 30 days after approval. order_id is for item 5
// (paying a quote becomes an order).
// quote_lines: every row of the list as priced, with its label; sizes as order_items have them
// (whole inches + sixteenths), so a quote's lines copy straight into order_items.
// volume_tiers: the owner's volume discounts; none by default.
// outbox.attachments: JSON [{ filename, contentType, content }] (text content), or null.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('quotes')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('number', 'text', (col) => col.notNull().unique())
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('requested'))
		.addColumn('name', 'text', (col) => col.notNull())
		.addColumn('company', 'text')
		.addColumn('email', 'text', (col) => col.notNull())
		.addColumn('phone', 'text')
		.addColumn('screen_count', 'integer', (col) => col.notNull())
		.addColumn('list_subtotal_cents', 'integer', (col) => col.notNull())
		.addColumn('discount_basis_points', 'integer', (col) => col.notNull())
		.addColumn('discount_cents', 'integer', (col) => col.notNull())
		.addColumn('subtotal_cents', 'integer', (col) => col.notNull())
		.addColumn('tax_cents', 'integer', (col) => col.notNull())
		.addColumn('shipping_method', 'text', (col) => col.notNull())
		.addColumn('shipping_cents', 'integer', (col) => col.notNull())
		.addColumn('total_cents', 'integer', (col) => col.notNull())
		.addColumn('owner_note', 'text')
		.addColumn('token_hash', 'text', (col) => col.unique())
		.addColumn('approved_at', 'text')
		.addColumn('approved_by', 'text')
		.addColumn('expires_at', 'text', (col) => col.notNull())
		.addColumn('order_id', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('updated_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('quotes_status_created')
		.on('quotes')
		.columns(['status', 'created_at'])
		.execute()
	await db.schema
		.createTable('quote_lines')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('quote_id', 'text', (col) =>
			col.notNull().references('quotes.id').onDelete('cascade'),
		)
		.addColumn('position', 'integer', (col) => col.notNull())
		.addColumn('source_row', 'integer', (col) => col.notNull())
		.addColumn('label', 'text', (col) => col.notNull())
		.$call(pricedScreenLineColumns)
		.execute()
	await db.schema
		.createIndex('quote_lines_quote')
		.unique()
		.on('quote_lines')
		.columns(['quote_id', 'position'])
		.execute()
	await db.schema
		.createTable('volume_tiers')
		.addColumn('min_screens', 'integer', (col) => col.primaryKey())
		.addColumn('basis_points', 'integer', (col) => col.notNull())
		.execute()
	await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.alterTable('outbox').dropColumn('attachments').execute()
	await db.schema.dropTable('volume_tiers').execute()
	await db.schema.dropTable('quote_lines').execute()
	await db.schema.dropTable('quotes').execute()
}
