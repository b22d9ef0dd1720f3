// The window book's changes from /account and /order: save an opening, rename
// or delete a window. Each is the signed-in user's own (the session's id, never one sent by the
// form), checked with zod, and rate limited per user.
import { z } from 'zod'
import { WINDOW_BOOK_WORDS } from '#app/content/words/window-book.ts'
import { screenLabelSchema } from '#app/domain/cart/cart-item-schema.ts'
import {
	heightSchema,
	sixteenthsSchema,
	widthSchema,
} from '#app/domain/order/measurement-schemas.ts'
import { toSizeRow } from '#app/domain/order/screen-size.ts'
import { hitRateLimit } from '#app/models/limits/rate-limits.server.ts'
import { addWindows, deleteWindow, renameWindow } from '#app/models/account/windows.server.ts'
import type { DB } from '#db/index.ts'

export const WINDOW_BOOK_INTENTS = ['save-window', 'rename-window', 'delete-window'] as const

const WINDOW_BOOK_RATE = { limit: 60, windowMs: 60_000 }

const idSchema = z.string().trim().min(1).max(100)
const number = z.preprocess(
	(value) => (typeof value === 'string' ? Number(value) : value),
	z.number(),
)

const windowFormSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('save-window'),
		label: screenLabelSchema,
		width: number.pipe(widthSchema),
		widthSixteenths: number.pipe(sixteenthsSchema),
		height: number.pipe(heightSchema),
		heightSixteenths: number.pipe(sixteenthsSchema),
	}),
	z.object({ intent: z.literal('rename-window'), id: idSchema, label: screenLabelSchema }),
	z.object({ intent: z.literal('delete-window'), id: idSchema }),
])

/** What the page shows after a change: a sentence, and whether it is a refusal. */
export type WindowBookAnswer = { ok: boolean; message: string; status: number }

export async function changeWindowBook(
	db: DB,
	userId: string,
	form: FormData,
	now = new Date(),
): Promise<WindowBookAnswer> {
	const verdict = await hitRateLimit(
		db,
		`window-book:user:${userId}`,
		WINDOW_BOOK_RATE,
		now.getTime(),
	)
	if (!verdict.allowed) return { ok: false, message: WINDOW_BOOK_WORDS.tooMany, status: 429 }
	const parsed = windowFormSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const labelIssue = issue?.path[0] === 'label' ? issue.message : null
		return { ok: false, message: labelIssue ?? WINDOW_BOOK_WORDS.invalid, status: 400 }
	}
	const request = parsed.data
	if (request.intent === 'save-window') {
		const added = await addWindows(
			db,
			userId,
			[
				{
					label: request.label ?? '',
					...toSizeRow(request),
				},
			],
			now,
		)
		return {
			ok: true,
			message: added ? WINDOW_BOOK_WORDS.saved : WINDOW_BOOK_WORDS.alreadySaved,
			status: 200,
		}
	}
	if (request.intent === 'rename-window') {
		const outcome = await renameWindow(db, userId, request.id, request.label ?? '')
		if (outcome === 'renamed') return { ok: true, message: WINDOW_BOOK_WORDS.renamed, status: 200 }
		if (outcome === 'duplicate') {
			return { ok: false, message: WINDOW_BOOK_WORDS.duplicate, status: 409 }
		}
		return { ok: false, message: WINDOW_BOOK_WORDS.notFound, status: 404 }
	}
	const deleted = await deleteWindow(db, userId, request.id)
	return deleted
		? { ok: true, message: WINDOW_BOOK_WORDS.deleted, status: 200 }
		: { ok: false, message: WINDOW_BOOK_WORDS.notFound, status: 404 }
}
