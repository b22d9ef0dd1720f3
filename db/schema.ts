// Table types for Kysely. Conventions: ids are text (random UUIDs), timestamps are ISO 8601
// UTC text, money is integer cents. One migration set serves SQLite and PostgreSQL.
import type { Generated } from 'kysely'

export type OutboxTable = {
	id: string
	to_address: string
	reply_to: string | null
	subject: string
	text_body: string
	html_body: string
	/** pending | sent | failed */
	status: Generated<string>
	/** Failed delivery attempts so far. */
	attempts: Generated<number>
	next_attempt_at: string
	/** While in the future, the worker holding lease_token is sending this message. */
	locked_until: string | null
	lease_token: string | null
	last_error: string | null
	created_at: string
	sent_at: string | null
}

export type InquiryTable = {
	id: string
	/** question (the /order form) | bulk (the /bulk-orders form) */
	kind: string
	email: string
	name: string | null
	company: string | null
	phone: string | null
	quantity: number | null
	message: string
	/** new | handled */
	status: Generated<string>
	created_at: string
	handled_at: string | null
}

export type Database = {
	outbox: OutboxTable
	inquiries: InquiryTable
}
