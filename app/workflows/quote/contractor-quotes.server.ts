// A contractor's job list as a quote (docs/decisions/021-contractor-quotes.md):
// requested from /bulk-orders (priced here again from the pasted text and the owner's tiers,
// stored with every line, e-mailed to the contractor and the shop), approved by the owner in the
// back office (a discount, a note, a private link by e-mail), opened at /quote?token=.
import { createHash, randomBytes } from 'node:crypto'
import { parseJobList, type JobListProblem } from '#app/domain/quote/job-list.ts'
import type { JobQuoteContact } from '#app/domain/quote/job-quote-request.ts'
import { toSizeRow } from '#app/domain/order/screen-size.ts'
import { priceJob, priceJobWithTiers } from '#app/domain/quote/volume-pricing.ts'
import {
	findApprovedQuote,
	findQuote,
	insertQuote,
	markQuoteApproved,
	quoteNumberTaken,
	type QuoteWithLines,
} from '#app/models/quote/quotes.server.ts'
import { findOrder, type Order } from '#app/models/order/orders.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { listVolumeTiers } from '#app/models/quote/volume-tiers.server.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import {
	quoteApprovedEmail,
	quoteNotificationEmail,
	quoteReceivedEmail,
} from '#app/services/mail/quote-emails.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { shopIdentity, type ShopSettings } from '#app/utils/shop-settings.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'

/** A quote's price holds this long: from the request, then again from the approval. */
export const QUOTE_VALID_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

type QuoteEnv = Pick<Env, 'SHOP_INBOX' | 'PUBLIC_URL' | 'PORT'> &
	ShopSettings & {
		/** The origin of the e-mails' links (visitorOrigin of the request); the public one if unset. */
		linkOrigin?: string
	}

const linkOriginOf = (env: QuoteEnv) => env.linkOrigin ?? publicOrigin(env)

// No 0/O or 1/I/L: a number read over the phone is not misheard.
const NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function newQuoteNumber(): string {
	const bytes = randomBytes(8)
	return `Q-${[...bytes].map((byte) => NUMBER_ALPHABET[byte % NUMBER_ALPHABET.length]).join('')}`
}

/** The link's secret: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function hashQuoteToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Whether a link's token has the shape of one this shop makes (43 base64url characters). */
export function isQuoteToken(token: string | null | undefined): token is string {
	return typeof token === 'string' && TOKEN_PATTERN.test(token)
}

export type QuoteRequestResult =
	{ ok: true; quote: QuoteWithLines } | { ok: false; problems: JobListProblem[] }

/**
 * Prices the job list with the owner's current tiers, stores the quote with every line and
 * queues both e-mails in one transaction. A list with any bad row is refused whole: the
 * contractor fixes it and sends it again. Call wakeOutbox() after.
 */
export async function requestQuote(
	db: DB,
	input: { contact: JobQuoteContact; jobList: string },
	env: QuoteEnv,
	now = new Date(),
): Promise<QuoteRequestResult> {
	const parsed = parseJobList(input.jobList)
	if (parsed.problems.length > 0) return { ok: false, problems: parsed.problems }
	const store = async (trx: DB): Promise<QuoteWithLines> => {
		const { lines, totals } = priceJobWithTiers(parsed.lines, await listVolumeTiers(trx))
		let number = newQuoteNumber()
		while (await quoteNumberTaken(trx, number)) number = newQuoteNumber()
		const quote = await insertQuote(
			trx,
			{
				number,
				name: input.contact.name,
				company: input.contact.company ?? null,
				email: input.contact.email,
				phone: input.contact.phone ?? null,
				screen_count: totals.quantity,
				list_subtotal_cents: totals.listSubtotalCents,
				discount_basis_points: totals.discountBasisPoints,
				discount_cents: totals.discountCents,
				subtotal_cents: totals.subtotalCents,
				tax_cents: totals.taxCents,
				shipping_method: totals.shippingMethod,
				shipping_cents: totals.shippingCents,
				total_cents: totals.totalCents,
				owner_note: null,
				expires_at: new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString(),
				created_at: now.toISOString(),
			},
			lines.map((line) => ({
				source_row: line.row,
				label: line.label,
				...toSizeRow(line),
				quantity: line.quantity,
				unit_price_cents: line.unitPriceCents,
				line_total_cents: line.lineTotalCents,
			})),
		)
		const stored = await findQuote(trx, quote.id)
		if (!stored) throw new Error(`Quote ${quote.id} vanished inside its transaction`)
		const shop = shopIdentity(env)
		const reviewUrl = `${linkOriginOf(env)}/admin/quotes?id=${encodeURIComponent(stored.id)}`
		await enqueueMail(trx, quoteReceivedEmail(stored, shop), now, 'inquiry')
		await enqueueMail(
			trx,
			quoteNotificationEmail(stored, { shopInbox: env.SHOP_INBOX, reviewUrl }, shop),
			now,
			'inquiry',
		)
		return stored
	}
	const quote = await inTransaction(db, store)
	return { ok: true, quote }
}

export function isQuoteExpired(quote: { expires_at: string }, now = new Date()): boolean {
	return quote.expires_at <= now.toISOString()
}

export type ApprovalResult =
	| { ok: true; quote: QuoteWithLines; token: string }
	| { ok: false; reason: 'not-found' | 'not-waiting' | 'expired' }

/**
 * Approves a waiting quote with the owner's discount (basis points) and note: the totals are
 * recomputed from the stored lines, a fresh private link is made and e-mailed to the contractor,
 * and the price holds QUOTE_VALID_DAYS from now. Call wakeOutbox() after.
 */
export async function approveQuote(
	db: DB,
	input: { id: string; basisPoints: number; note: string | null; approvedBy: string },
	env: QuoteEnv,
	now = new Date(),
): Promise<ApprovalResult> {
	const approve = async (trx: DB): Promise<ApprovalResult> => {
		const quote = await findQuote(trx, input.id)
		if (!quote) return { ok: false, reason: 'not-found' }
		if (quote.status !== 'requested') return { ok: false, reason: 'not-waiting' }
		if (isQuoteExpired(quote, now)) return { ok: false, reason: 'expired' }
		const { totals } = priceJob(quote.lines, input.basisPoints)
		const token = randomBytes(32).toString('base64url')
		const approved = await markQuoteApproved(
			trx,
			quote.id,
			{
				discount_basis_points: totals.discountBasisPoints,
				discount_cents: totals.discountCents,
				subtotal_cents: totals.subtotalCents,
				tax_cents: totals.taxCents,
				shipping_cents: totals.shippingCents,
				total_cents: totals.totalCents,
				owner_note: input.note,
				token_hash: hashQuoteToken(token),
				approved_by: input.approvedBy,
				expires_at: new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString(),
			},
			now,
		)
		if (!approved) return { ok: false, reason: 'not-waiting' }
		const stored = await findQuote(trx, quote.id)
		if (!stored) throw new Error(`Quote ${quote.id} vanished inside its transaction`)
		const link = `${linkOriginOf(env)}/quote?token=${encodeURIComponent(token)}`
		await enqueueMail(trx, quoteApprovedEmail(stored, { link }, shopIdentity(env)), now)
		return { ok: true, quote: stored, token }
	}
	return inTransaction(db, approve)
}

/**
 * What a quote's private link opens now, read once for the page and for "Accept and pay": nothing
 * (a malformed or unknown token, a quote not approved), the order that paid the quote, the quote
 * expired (unpaid), or the quote open with its current order if it has one (unpaid). `lock`
 * (pass a transaction) holds the quote's row until the transaction ends.
 */
export type QuoteLink =
	| { status: 'open'; quote: QuoteWithLines; order: Order | undefined }
	| { status: 'paid'; quote: QuoteWithLines; order: Order }
	| { status: 'not-found' }
	| { status: 'expired'; number: string }

export async function checkQuoteLink(
	db: DB,
	token: string | null,
	now: Date,
	{ lock = false }: { lock?: boolean } = {},
): Promise<QuoteLink> {
	if (!isQuoteToken(token)) return { status: 'not-found' }
	const quote = await findApprovedQuote(db, hashQuoteToken(token), { lock })
	if (!quote) return { status: 'not-found' }
	const order = quote.order_id ? await findOrder(db, quote.order_id) : undefined
	if (order?.paid_at) return { status: 'paid', quote, order }
	if (isQuoteExpired(quote, now)) return { status: 'expired', number: quote.number }
	return { status: 'open', quote, order }
}

export type OpenedQuote =
	| { status: 'ok'; quote: QuoteWithLines; paidOrder: Order | null }
	| { status: 'not-found' }
	| { status: 'expired'; number: string }

/**
 * The quote a private link opens, with the order that paid it if any: unknown or malformed tokens
 * find nothing; an unpaid quote past its expiry is told expired (a paid one still shows).
 */
export async function openQuoteByToken(
	db: DB,
	token: string | null,
	now = new Date(),
): Promise<OpenedQuote> {
	const link = await checkQuoteLink(db, token, now)
	if (link.status === 'paid') return { status: 'ok', quote: link.quote, paidOrder: link.order }
	if (link.status === 'open') return { status: 'ok', quote: link.quote, paidOrder: null }
	return link
}
