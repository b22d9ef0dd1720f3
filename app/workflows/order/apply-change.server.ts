// Applying a stored change to its order (app/workflows/order/change-order.server.ts stores it):
// the order_items rewritten to the changed lines (the production queue, work orders, labels and
// receipt read them), the totals, screen count and address, a history entry naming who changed
// what, and the customer's e-mail with the new lines and totals. Runs inside the caller's
// transaction, which holds the order's row (findOrderForUpdate), right after the change's own status move
// to applied, so each change is applied once.
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { changeHistoryNote } from '#app/content/words/messages/order-change.ts'
import type { ChangedLine } from '#app/domain/order/order-change.ts'
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import { toSizeRow } from '#app/domain/order/screen-size.ts'
import { orderChangedEmail } from '#app/services/mail/order-changed-email.server.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import { rewriteOrder } from '#app/models/order/order-changes.server.ts'
import type { OrderChangeRecord } from '#app/models/order/order-change-records.server.ts'
import { withItems, type Order } from '#app/models/order/orders.server.ts'
import type { DB } from '#db/index.ts'
import { endHold } from './fit-check.server.ts'

/** Where the e-mails of a change go and what their links start with. */
export type ChangeMailSettings = {
	/** SHOP_INBOX. */
	shopInbox: string
	/** The shop's public origin (PUBLIC_URL). */
	siteUrl: string
	shop: ShopIdentity
}

/** The changed lines a change stores (JSON in order_changes.new_lines). */
export function storedLines(change: Pick<OrderChangeRecord, 'new_lines'>): ChangedLine[] {
	return JSON.parse(change.new_lines) as ChangedLine[]
}

export function storedShipTo(
	change: Pick<OrderChangeRecord, 'new_ship_to'>,
): ShippingAddress | null {
	return change.new_ship_to ? (JSON.parse(change.new_ship_to) as ShippingAddress) : null
}

/**
 * Rewrites the order as the change leaves it and queues the customer's e-mail. `paidCents`: the
 * payment of the difference that came with it (0 when none). Pass the transaction holding the order.
 */
export async function applyStoredChange(
	trx: DB,
	order: Order,
	change: OrderChangeRecord,
	paidCents: number,
	settings: ChangeMailSettings,
	now: Date,
): Promise<Order> {
	const shipTo = storedShipTo(change)
	const updated = await rewriteOrder(
		trx,
		order,
		{
			lines: storedLines(change).map((line) => ({
				itemId: line.itemId,
				label: line.label,
				...toSizeRow(line.size),
				quantity: line.quantity,
				unit_price_cents: line.unitPriceCents,
				line_total_cents: line.lineTotalCents,
			})),
			removedItemIds: JSON.parse(change.removed_item_ids) as string[],
			totals: {
				screen_count: change.screen_count,
				subtotal_cents: change.subtotal_cents,
				discount_cents: change.discount_cents,
				tax_cents: change.tax_cents,
				shipping_cents: change.shipping_cents,
				total_cents: change.new_total_cents,
			},
			shipTo: shipTo && {
				ship_name: shipTo.name,
				ship_line1: shipTo.line1,
				ship_line2: shipTo.line2,
				ship_city: shipTo.city,
				ship_state: shipTo.state,
				ship_postal_code: shipTo.postalCode,
				ship_country: shipTo.country,
			},
			paidCents,
			note: changeHistoryNote(change.requested_by as 'customer' | 'owner', [change.summary]),
			actor: { id: change.actor_id, email: change.actor_email },
		},
		now,
	)
	// The customer looked at every size in the change form: a correction ends the fit check's
	// hold (docs/decisions/032-fit-check.md). The owner's changes leave it to the owner's release.
	if (order.fit_hold === 1 && change.requested_by === 'customer') {
		const actor = { id: change.actor_id, email: change.actor_email }
		// A moment after the change, so the history lists the release after it.
		await endHold(trx, order, 'corrected', actor, new Date(now.getTime() + 1))
	}
	if (updated.email) {
		const mail = orderChangedEmail(
			await withItems(trx, updated),
			change.difference_cents,
			settings.siteUrl,
			settings.shop,
		)
		await enqueueMail(trx, mail, now)
	}
	return updated
}
