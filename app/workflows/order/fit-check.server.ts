// The fit check of a paid order (docs/decisions/032-fit-check.md). When the payment arrives, in
// the fulfilment's transaction that makes the order received (so exactly once, however many
// events race: app/workflows/payments/fulfilment.server.ts), every line is checked by the rules of
// app/domain/order/fit-check.ts against each other and against the sizes the customer had for
// the same labels (their window book and their last order). An order with findings is held: the
// flag beside its status, the record of the findings, a history entry, and an e-mail with two
// one-click links, "Confirm sizes" and "Correct a size", on one token (an order_action_links row,
// action 'fit-check'). The hold ends once, by whichever comes first: the customer's confirm (the
// link's button), the owner's release (/admin/order), or a change the customer makes through the
// change flow (app/workflows/order/apply-change.server.ts).
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { FIT_CHECK_NOTES as NOTES } from '#app/content/words/fit-check.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import {
	checkFit,
	type FitFinding,
	type FitLine,
	type KnownSize,
} from '#app/domain/order/fit-check.ts'
import { fromSizeRow } from '#app/domain/order/screen-size.ts'
import { listWindows } from '#app/models/account/windows.server.ts'
import {
	endFitHold,
	findFitCheck,
	holdForFitCheck,
	type FitCheckRecord,
	type FitHoldEnd,
} from '#app/models/order/fit-checks.server.ts'
import {
	consumeOrderActionLink,
	findUsableOrderActionLink,
	insertOrderActionLink,
} from '#app/models/order/order-action-links.server.ts'
import {
	findOrder,
	listLastOrderItems,
	type Order,
	type OrderWithItems,
} from '#app/models/order/orders.server.ts'
import { fitCheckEmail } from '#app/services/mail/fit-check-email.server.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'
import {
	hashActionToken,
	isActionToken,
	newActionToken,
	openEditGrant,
	orderChangeWindow,
	type EditGrant,
} from './order-action-links.server.ts'

/** How long the e-mail's links work; the hold itself lasts until it is ended. */
export const FIT_CHECK_LINK_DAYS = 30
const DAY = 24 * 60 * 60_000

/**
 * The order's lines as the check reads them. Lines do not store the measuring assistant's window
 * type or the warnings it showed yet (another part of the issue): until they do, no line has
 * either, so the swapped rule (which needs a type) and the out-of-square rule (which needs the
 * warnings) find nothing at payment. Their data goes in here when lines carry it.
 */
export function fitLinesOf(order: OrderWithItems): FitLine[] {
	return order.items.map((item) => ({
		itemId: item.id,
		label: item.label,
		size: fromSizeRow(item),
		windowType: null,
		warnings: [],
	}))
}

/** The sizes the customer had for a label: their window book and their last order (signed in). */
async function knownSizesOf(db: DB, order: OrderWithItems): Promise<KnownSize[]> {
	if (!order.user_id) return []
	const windows = await listWindows(db, order.user_id)
	const lastItems = await listLastOrderItems(db, order.user_id, order.id)
	return [
		...windows.map((window) => ({
			label: window.label,
			size: fromSizeRow(window),
			source: 'window-book' as const,
		})),
		...lastItems.flatMap((item) =>
			item.label
				? [{ label: item.label, size: fromSizeRow(item), source: 'last-order' as const }]
				: [],
		),
	]
}

export type FitCheckSettings = { siteUrl: string; shop: ShopIdentity }

/**
 * Checks a paid order's lines and, when something looks wrong, holds it and makes its e-mail
 * (for the caller to queue with the order's others). Call it inside the transaction that made the
 * order received, before the window book takes the order's own sizes.
 */
export async function checkPaidOrder(
	trx: DB,
	order: OrderWithItems,
	settings: FitCheckSettings,
	now: Date,
): Promise<{ findings: FitFinding[]; held: boolean; mail: MailMessage | null }> {
	const check = checkFit(fitLinesOf(order), await knownSizesOf(trx, order))
	const { findings, total } = check
	if (total === 0) return { findings, held: false, mail: null }
	// History entries of one instant have no order among them: the hold is recorded a moment
	// after the payment, so the order's history lists it after Order Received.
	const checkedAt = new Date(now.getTime() + 1)
	const held = await holdForFitCheck(
		trx,
		order,
		{
			findingsJson: JSON.stringify(findings),
			count: total,
			note: NOTES.held(total),
		},
		checkedAt,
	)
	if (!held || !order.email || !order.number) return { findings, held, mail: null }
	const { token, hash } = newActionToken()
	await insertOrderActionLink(
		trx,
		{
			orderId: order.id,
			action: 'fit-check',
			tokenHash: hash,
			expiresAt: new Date(now.getTime() + FIT_CHECK_LINK_DAYS * DAY),
		},
		now,
	)
	const page = `${settings.siteUrl}/order-action?token=${encodeURIComponent(token)}`
	const mail = fitCheckEmail(
		order,
		check,
		{
			confirm: page,
			correct: `${page}&step=correct`,
			days: FIT_CHECK_LINK_DAYS,
			siteUrl: settings.siteUrl,
		},
		settings.shop,
	)
	return { findings, held, mail }
}

/** A hold's record as the pages read it: what was found and how it stands. */
export type FitCheckState = {
	findings: FitFinding[]
	count: number
	outcome: 'held' | FitHoldEnd
	checkedAt: string
	endedAt: string | null
	endedBy: string | null
}

function stateOf(record: FitCheckRecord): FitCheckState {
	return {
		findings: JSON.parse(record.findings) as FitFinding[],
		count: record.finding_count,
		outcome: record.outcome as FitCheckState['outcome'],
		checkedAt: record.checked_at,
		endedAt: record.ended_at,
		endedBy: record.actor_email ?? record.ended_by,
	}
}

/** The fit check of an order, if it was ever held. */
export async function fitCheckOf(db: DB, orderId: string): Promise<FitCheckState | undefined> {
	const record = await findFitCheck(db, orderId)
	return record && stateOf(record)
}

/** What the e-mail's link opens now: the held order and its findings, or nothing. */
export type OpenFitLink =
	{ status: 'open'; order: Order; check: FitCheckState } | { status: 'gone' }

/** Reads a fit check link for its page (GET): uses nothing. */
export async function readFitCheckLink(
	db: DB,
	token: unknown,
	now = new Date(),
): Promise<OpenFitLink> {
	if (!isActionToken(token)) return { status: 'gone' }
	const link = await findUsableOrderActionLink(db, hashActionToken(token), now)
	if (!link || link.action !== 'fit-check') return { status: 'gone' }
	const order = await findOrder(db, link.order_id)
	const check = order && (await fitCheckOf(db, order.id))
	return order && check ? { status: 'open', order, check } : { status: 'gone' }
}

export type ConfirmOutcome =
	/** The customer's confirm released the order. */
	| { status: 'confirmed'; order: Order }
	/** The link was good but the hold had ended already (released by the owner, corrected). */
	| { status: 'not-held'; order: Order }
	/** Unknown, used or expired link. */
	| { status: 'gone' }

/**
 * "Confirm sizes" pressed: uses the link and releases the order, in one transaction. Of two
 * presses at once, and of a confirm and the owner's release at once, exactly one ends the hold.
 */
export async function confirmSizes(
	db: DB,
	token: unknown,
	now = new Date(),
): Promise<ConfirmOutcome> {
	if (!isActionToken(token)) return { status: 'gone' }
	return inTransaction(db, async (trx): Promise<ConfirmOutcome> => {
		// First statement writes, so on SQLite the transaction takes the write lock at once.
		const link = await consumeOrderActionLink(trx, hashActionToken(token), 'fit-check', now)
		const order = link && (await findOrder(trx, link.order_id))
		if (!order) return { status: 'gone' }
		const released = await endHold(trx, order, 'confirmed', { id: null, email: order.email }, now)
		return released ? { status: 'confirmed', order: released } : { status: 'not-held', order }
	})
}

/**
 * "Correct a size" pressed: opens the change flow's edit grant for the order (the link stays
 * usable, so a correction given up can be started again, or the sizes confirmed). Undefined for an
 * unknown, used or expired link; `closed` when the order can no longer be changed (a held order
 * can be, whatever its cut-off: app/domain/order/change-deadline.ts).
 */
export async function startCorrection(
	db: DB,
	token: unknown,
	now = new Date(),
): Promise<EditGrant | { closed: Order } | undefined> {
	const open = await readFitCheckLink(db, token, now)
	if (open.status === 'gone') return undefined
	if (!orderChangeWindow(open.order, now).open) return { closed: open.order }
	return openEditGrant(db, open.order, now)
}

/** The owner's release from /admin/order: undefined when the order is not held (any more). */
export async function releaseByOwner(
	db: DB,
	orderId: string,
	owner: { id: string; email: string },
	now = new Date(),
): Promise<Order | undefined> {
	return inTransaction(db, (trx) => endHold(trx, { id: orderId }, 'released', owner, now))
}

/** Ends an order's hold with how and who, and the history note that says so. */
export function endHold(
	trx: DB,
	order: Pick<Order, 'id'>,
	outcome: FitHoldEnd,
	actor: { id: string | null; email: string | null },
	now: Date,
): Promise<Order | undefined> {
	return endFitHold(
		trx,
		order.id,
		{
			outcome,
			by: outcome === 'released' ? 'owner' : 'customer',
			actor,
			note: NOTES.ended[outcome],
		},
		now,
	)
}
