// The customer's one-time links to change or cancel a paid order (issue 27, item 2).
//
// From /track-order (order number + e-mail checked) a press of "Change order" or "Cancel order"
// e-mails a link to the order's own address: only whoever reads that mailbox can act, though the
// number and the address are printed on every confirmation. The link's page shows what it does;
// only its button (a POST) uses it, so a mail scanner that opens links does nothing. A used
// change link, or "Change order" on /account (the session proves who it is), opens an edit
// grant: a second token carried by the change form until the change is confirmed.
//
// Tokens are 32 random bytes, base64url; only their SHA-256 is stored
// (app/models/order/order-action-links.server.ts), for ORDER_ACTION_LINK_MINUTES.
import { createHash, randomBytes } from 'node:crypto'
import { changeWindow, type ChangeWindow } from '#app/domain/order/change-deadline.ts'
import type { OrderStatus } from '#app/domain/order/order-status.ts'
import { maskEmail } from '#app/domain/mail/masked-address.ts'
import { hitRateLimit, type RateLimitRule } from '#app/models/limits/rate-limits.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import {
	findUsableOrderActionLink,
	insertOrderActionLink,
	consumeOrderActionLink,
	type OrderActionLink,
} from '#app/models/order/order-action-links.server.ts'
import {
	findOrder,
	findOrderOfUser,
	withItems,
	type Order,
	type OrderWithItems,
} from '#app/models/order/orders.server.ts'
import { orderActionLinkEmail } from '#app/services/mail/order-action-emails.server.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import type { EditableAddress, EditableLine } from '#app/domain/order/order-edit-form.ts'
import type { DB } from '#db/index.ts'
import { inTransaction } from '#db/transaction.ts'

/** How long an e-mailed link, and the edit grant it opens, can be used. */
export const ORDER_ACTION_LINK_MINUTES = 30
const MINUTE = 60_000

/**
 * Links e-mailed per order and per address. Only links sent count (countRefused: false), so
 * hammering cannot keep the customer from ever getting one, yet nobody can fill a stranger's
 * mailbox from /track-order.
 */
export const ORDER_ACTION_LIMITS = {
	perOrder: { limit: 3, windowMs: 30 * MINUTE },
	perAddress: { limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>

export type OrderLinkKind = 'change' | 'cancel'

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A new token (32 random bytes, base64url: 43 characters) and the hash that is stored. */
export function newActionToken(): { token: string; hash: string } {
	const token = randomBytes(32).toString('base64url')
	return { token, hash: hashActionToken(token) }
}

export function hashActionToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

/** Whether a value has the shape of a token this shop makes; anything else is never looked up. */
export function isActionToken(token: unknown): token is string {
	return typeof token === 'string' && TOKEN_PATTERN.test(token)
}

/** Whether the customer can still change or cancel the order now (the rule of item 1). */
export function orderChangeWindow(
	order: Pick<Order, 'status' | 'paid_at' | 'fit_hold'>,
	now: Date,
): ChangeWindow {
	return changeWindow(
		{ status: order.status as OrderStatus, paidAt: order.paid_at, held: order.fit_hold === 1 },
		now,
	)
}

export type LinkSent =
	| { ok: true; sentTo: string }
	| { ok: false; reason: 'closed' }
	| { ok: false; reason: 'throttled'; retryAfterSeconds: number; wait: string }

/**
 * E-mails a one-time `kind` link for an order found by /track-order's number + e-mail check.
 * Refused when the order can no longer be changed, or when too many links went to the order or
 * its address lately. Call wakeOutbox() after a sent link.
 */
export async function sendOrderActionLink(
	db: DB,
	input: { order: Order; kind: OrderLinkKind; linkOrigin: string; shop: ShopIdentity },
	now = new Date(),
): Promise<LinkSent> {
	const { order, kind } = input
	if (!order.email || !order.number) return { ok: false, reason: 'closed' }
	if (!orderChangeWindow(order, now).open) return { ok: false, reason: 'closed' }
	const address = hashActionToken(order.email.trim().toLowerCase()).slice(0, 32)
	for (const [key, rule] of [
		[`order-link:order:${order.id}`, ORDER_ACTION_LIMITS.perOrder],
		[`order-link:email:${address}`, ORDER_ACTION_LIMITS.perAddress],
	] as const) {
		const verdict = await hitRateLimit(db, key, rule, now.getTime(), { countRefused: false })
		if (!verdict.allowed) {
			const retryAfterSeconds = Math.ceil(verdict.retryAfterMs / 1000)
			const minutes = Math.ceil(retryAfterSeconds / 60)
			return {
				ok: false,
				reason: 'throttled',
				retryAfterSeconds,
				wait: minutes <= 1 ? 'a minute' : `${minutes} minutes`,
			}
		}
	}
	const { token, hash } = newActionToken()
	const link = `${input.linkOrigin}/order-action?token=${encodeURIComponent(token)}`
	await inTransaction(db, async (trx) => {
		await insertOrderActionLink(
			trx,
			{ orderId: order.id, action: kind, tokenHash: hash, expiresAt: expiry(now) },
			now,
		)
		await enqueueMail(
			trx,
			orderActionLinkEmail(
				{
					to: order.email!,
					number: order.number!,
					action: kind,
					link,
					minutes: ORDER_ACTION_LINK_MINUTES,
					replyTo: input.shop.supportEmail,
				},
				input.shop,
			),
			now,
		)
	})
	return { ok: true, sentTo: maskEmail(order.email) }
}

const expiry = (now: Date) => new Date(now.getTime() + ORDER_ACTION_LINK_MINUTES * MINUTE)

/** What a link's token opens now: its order and what it does, or nothing (unknown, used, expired). */
export type OpenLink =
	| { status: 'open'; link: OrderActionLink; order: OrderWithItems; window: ChangeWindow }
	| { status: 'gone' }

/** Reads a link for its page (GET): uses nothing. */
export async function readOrderActionLink(
	db: DB,
	token: unknown,
	now = new Date(),
): Promise<OpenLink> {
	if (!isActionToken(token)) return { status: 'gone' }
	const link = await findUsableOrderActionLink(db, hashActionToken(token), now)
	const order = link && (await findOrder(db, link.order_id))
	if (!link || !order) return { status: 'gone' }
	return {
		status: 'open',
		link,
		order: await withItems(db, order),
		window: orderChangeWindow(order, now),
	}
}

/**
 * Uses a `kind` link (its button was pressed): the order it is for, or undefined when the link is
 * unknown, used or expired. Of two presses at once exactly one gets the order.
 */
export async function consumeOrderLink(
	db: DB,
	token: unknown,
	kind: OrderLinkKind,
	now = new Date(),
): Promise<{ link: OrderActionLink; order: Order } | undefined> {
	if (!isActionToken(token)) return undefined
	const link = await consumeOrderActionLink(db, hashActionToken(token), kind, now)
	const order = link && (await findOrder(db, link.order_id))
	return link && order ? { link, order } : undefined
}

/** An edit grant: the token the change form carries, and the order it may change. */
export type EditGrant = { token: string; grantId: string; order: OrderWithItems }

/** Opens an edit grant for an order (after a used change link, or for its signed-in owner). */
export async function openEditGrant(db: DB, order: Order, now = new Date()): Promise<EditGrant> {
	const { token, hash } = newActionToken()
	const grant = await insertOrderActionLink(
		db,
		{ orderId: order.id, action: 'edit', tokenHash: hash, expiresAt: expiry(now) },
		now,
	)
	return { token, grantId: grant.id, order: await withItems(db, order) }
}

/**
 * Uses a change link and opens its edit grant in one transaction: undefined when the link is
 * unknown, used or expired, or the order can no longer be changed.
 */
export async function startChangeByLink(
	db: DB,
	token: unknown,
	now = new Date(),
): Promise<EditGrant | { closed: Order } | undefined> {
	return inTransaction(db, async (trx) => {
		const used = await consumeOrderLink(trx, token, 'change', now)
		if (!used) return undefined
		if (!orderChangeWindow(used.order, now).open) return { closed: used.order }
		return openEditGrant(trx, used.order, now)
	})
}

/**
 * The signed-in customer's own paid order with this number; undefined for another customer's
 * order, a guest's, an unpaid one or none (the page answers all alike: 404).
 */
export async function findOwnOrder(
	db: DB,
	userId: string,
	number: unknown,
): Promise<Order | undefined> {
	if (typeof number !== 'string' || !/^[A-Z0-9]{1,40}$/.test(number)) return undefined
	return findOrderOfUser(db, userId, number)
}

/** The order an unused, unexpired edit grant may change; undefined otherwise (uses nothing). */
export async function readEditGrant(
	db: DB,
	token: unknown,
	now = new Date(),
): Promise<{ grantId: string; order: OrderWithItems } | undefined> {
	if (!isActionToken(token)) return undefined
	const grant = await findUsableOrderActionLink(db, hashActionToken(token), now)
	if (!grant || grant.action !== 'edit') return undefined
	const order = await findOrder(db, grant.order_id)
	return order ? { grantId: grant.id, order: await withItems(db, order) } : undefined
}

/** Ends an edit grant once its change is made (or sent to payment). */
export async function closeEditGrant(db: DB, token: string, now = new Date()): Promise<boolean> {
	return Boolean(await consumeOrderActionLink(db, hashActionToken(token), 'edit', now))
}

/** An order's lines and address as the change form starts from them. */
export function editableOrder(order: OrderWithItems): {
	lines: EditableLine[]
	address: EditableAddress
} {
	return {
		lines: order.items.map((item) => ({
			itemId: item.id,
			width: item.width,
			widthSixteenths: item.width_sixteenths,
			height: item.height,
			heightSixteenths: item.height_sixteenths,
			quantity: item.quantity,
			label: item.label ?? '',
		})),
		address: {
			name: order.ship_name ?? '',
			line1: order.ship_line1 ?? '',
			line2: order.ship_line2 ?? '',
			city: order.ship_city ?? '',
			state: order.ship_state ?? '',
			postalCode: order.ship_postal_code ?? '',
			country: order.ship_country ?? 'US',
		},
	}
}
