// A customer's question or bulk-quote request: stored, and e-mailed to the shop's inbox.
import {
	insertInquiry,
	type Inquiry,
	type NewInquiry,
} from '#app/models/inquiry/inquiries.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { inquiryEmail } from '#app/services/mail/inquiry-email.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { shopIdentity, type ShopSettings } from '#app/utils/shop-settings.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'

/**
 * Stores a customer's question or bulk-quote request and queues its e-mail to SHOP_INBOX in one
 * transaction, so a stored inquiry always has its e-mail on the way. Call wakeOutbox() after.
 */
export async function createInquiry(
	db: DB,
	input: NewInquiry,
	env: Pick<Env, 'SHOP_INBOX'> & ShopSettings,
	now = new Date(),
): Promise<Inquiry> {
	const store = async (trx: DB) => {
		const inquiry = await insertInquiry(trx, input, now)
		await enqueueMail(trx, inquiryEmail(inquiry, env.SHOP_INBOX, shopIdentity(env)), now, 'inquiry')
		return inquiry
	}
	return inTransaction(db, store)
}
