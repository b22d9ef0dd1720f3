import type { Kysely } from 'kysely'

// Outbox priority: order and account e-mails go out before inquiry and bulk-quote mail,
// so a flood of inquiries cannot delay a customer's confirmation or sign-in link. Lower numbers
// first; existing rows become 0 (urgent), which is what they mostly are. See
// app/models/mail/outbox.server.ts (MAIL_PRIORITY).
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.alterTable('outbox')
		.addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
		.execute()
	await db.schema
		.createIndex('outbox_due_by_priority')
		.on('outbox')
		.columns(['status', 'priority', 'next_attempt_at'])
		.execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
	await db.schema.dropIndex('outbox_due_by_priority').execute()
	await db.schema.alterTable('outbox').dropColumn('priority').execute()
}
