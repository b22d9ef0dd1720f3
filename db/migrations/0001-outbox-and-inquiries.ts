import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('outbox')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('to_address', 'text', (col) => col.notNull())
		.addColumn('reply_to', 'text')
		.addColumn('subject', 'text', (col) => col.notNull())
		.addColumn('text_body', 'text', (col) => col.notNull())
		.addColumn('html_body', 'text', (col) => col.notNull())
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
		.addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
		.addColumn('next_attempt_at', 'text', (col) => col.notNull())
		.addColumn('locked_until', 'text')
		.addColumn('lease_token', 'text')
		.addColumn('last_error', 'text')
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('sent_at', 'text')
		.execute()
	await db.schema
		.createIndex('outbox_due')
		.on('outbox')
		.columns(['status', 'next_attempt_at'])
		.execute()

	await db.schema
		.createTable('inquiries')
		.addColumn('id', 'text', (col) => col.primaryKey())
		.addColumn('kind', 'text', (col) => col.notNull())
		.addColumn('email', 'text', (col) => col.notNull())
		.addColumn('name', 'text')
		.addColumn('company', 'text')
		.addColumn('phone', 'text')
		.addColumn('quantity', 'integer')
		.addColumn('message', 'text', (col) => col.notNull())
		.addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
		.addColumn('created_at', 'text', (col) => col.notNull())
		.addColumn('handled_at', 'text')
		.execute()
	await db.schema.createIndex('inquiries_created').on('inquiries').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropTable('inquiries').execute()
	await db.schema.dropTable('outbox').execute()
}
