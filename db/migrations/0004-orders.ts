import { sql, type Kysely } from 'kysely'
import { pricedScreenLineColumns } from './columns.ts'

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('orders')
		.addColumn('id', 'text', (col) => col.primaryKey())
		// Set once the payment session exists: the last 8 characters of its id, upper-cased.
		.addColumn('number', 'text')
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('pending_payment'))
		.addColumn('user_id', 'text')
		.addColumn('email', 'text')
		.addColumn('customer_name', 'text')
		.addColumn('customer_phone', 'text')
		.addColumn('ship_name', 'text')
		.addColumn('ship_line1', 'text')
		.addColumn('ship_line2', 'text')
		.addColumn('ship_city', 'text')
		.addColumn('ship_state', 'text')
		.addColumn('ship_postal_code', 'text')
		.addColumn('ship_country', 'text')
		.addColumn('special_instructions', 'text')
		.addColumn('screen_count', 'integer', (col) => col.notNull())
		.addColumn('subtotal_cents', 'integer', (col) => col.notNull())
		.addColumn('tax_cents', 'integer', (col) => col.notNull())
		.addColumn('total_cents', 'integer', (col) => col.notNull())
		.addColumn('currency', 'text', (col) => col.notNull().defaultTo('usd'))
		.addColumn('provider', 'text', (col) => col.notNull())
		.addColumn('provider_session_id', 'text')
		.addColumn('checkout_url', 'text')
		.addColumn('session_expires_at', 'text')
		.addColumn('idempotency_key', 'text')
		.addColumn('amount_paid_cents', 'integer')
		.addColumn('payment_reference', 'text')
		.addColumn('paid_at', 'text')
		.addColumn('needs_review', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('review_reason', 'text')
		.addColumn('carrier', 'text')
		.addColumn('tracking_number', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('updated_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema.createIndex('orders_number').unique().on('orders').column('number').execute()
	await db.schema
		.createIndex('orders_provider_session')
		.unique()
		.on('orders')
		.column('provider_session_id')
		.execute()
	// One open order per cart: a double click or a second tab finds the first one.
	await db.schema
		.createIndex('orders_pending_idempotency')
		.unique()
		.on('orders')
		.column('idempotency_key')
		.where(sql.ref('status'), '=', sql.lit('pending_payment'))
		.execute()
	await db.schema
		.createIndex('orders_user')
		.on('orders')
		.columns(['user_id', 'created_at'])
		.execute()
	await db.schema
		.createIndex('orders_status_expiry')
		.on('orders')
		.columns(['status', 'session_expires_at'])
		.execute()

	await db.schema
		.createTable('order_items')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('order_id', 'text', (col) =>
			col.notNull().references('orders.id').onDelete('cascade'),
		)
		.addColumn('position', 'integer', (col) => col.notNull())
		.addColumn('description', 'text', (col) => col.notNull())
		.$call(pricedScreenLineColumns)
		.execute()
	await db.schema
		.createIndex('order_items_order')
		.on('order_items')
		.columns(['order_id', 'position'])
		.execute()

	await db.schema
		.createTable('order_status_history')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('order_id', 'text', (col) =>
			col.notNull().references('orders.id').onDelete('cascade'),
		)
		.addColumn('status', 'text', (col) => col.notNull())
		.addColumn('note', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.execute()
	await db.schema
		.createIndex('order_status_history_order')
		.on('order_status_history')
		.columns(['order_id', 'created_at'])
		.execute()

	await db.schema
		.createTable('payment_events')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('provider', 'text', (col) => col.notNull())
		.addColumn('event_id', 'text', (col) => col.notNull())
		.addColumn('event_type', 'text', (col) => col.notNull())
		.addColumn('session_id', 'text')
		.addColumn('order_id', 'text')
		.addColumn('outcome', 'text', (col) => col.notNull())
		.addColumn('received_at', 'text', (col) => col.notNull())
		.addUniqueConstraint('payment_events_provider_event', ['provider', 'event_id'])
		.execute()

	// The built-in test provider's own sessions (what Stripe keeps on its side for a Checkout Session).
	await db.schema
		.createTable('test_payment_sessions')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('order_id', 'text', (col) => col.notNull())
		.addColumn('url', 'text', (col) => col.notNull())
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
		.addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('unpaid'))
		.addColumn('currency', 'text', (col) => col.notNull())
		.addColumn('line_items', 'text', (col) => col.notNull())
		.addColumn('amount_total_cents', 'integer', (col) => col.notNull())
		.addColumn('prefilled_email', 'text')
		.addColumn('success_url', 'text', (col) => col.notNull())
		.addColumn('cancel_url', 'text', (col) => col.notNull())
		.addColumn('customer', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('expires_at', 'text', (col) => col.notNull())
		.addColumn('completed_at', 'text')
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('test_payment_sessions').execute()
	await db.schema.dropTable('payment_events').execute()
	await db.schema.dropTable('order_status_history').execute()
	await db.schema.dropTable('order_items').execute()
	await db.schema.dropTable('orders').execute()
}
