// The back office's inbox reads inquiries and bulk requests; listing and marking them handled
// live with the rest of the inquiry code (inquiries.server.ts).
import type { DB } from '#db/index.ts'
import type { Inquiry } from './inquiries.server.ts'

export async function findInquiry(db: DB, id: string): Promise<Inquiry | undefined> {
	return db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst()
}
