import { ORDER_CHANGE_TEXT, SHOP_ZONE_ABBREVIATION } from '#app/content/words/order-changes.ts'
import { formatClockTime } from '#app/domain/calendar/clock-time.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'
import { formatLongDay } from '#app/domain/shipping/ship-by.ts'
import type { ChangeWindow } from './change-deadline.ts'

// One order's change-or-cancel deadline in words, on the shop's clock whatever the machine's
// time zone (the words are in app/content/words/order-changes.ts).

/**
 * An instant as a day and time on the shop's clock.
 * @example formatShopDateTime(new Date('2026-12-04T19:00:00Z')) // 'Friday, December 4, 2:00 PM ET'
 */
export function formatShopDateTime(instant: Date): string {
	const { date, hour, minute } = shopClock(instant)
	return `${formatLongDay(date)}, ${formatClockTime(hour, minute)} ${SHOP_ZONE_ABBREVIATION}`
}

/**
 * The sentence of an order's deadline.
 * @example changeDeadlineSentence(new Date('2026-12-04T19:00:00Z'))
 * // 'You can change or cancel this order until Friday, December 4, 2:00 PM ET.'
 */
export function changeDeadlineSentence(deadline: Date): string {
	return ORDER_CHANGE_TEXT.until(formatShopDateTime(deadline))
}

/** What /track-order says of changes: the deadline, or that the order is in production. */
export type ChangeNotice = { text: string; contact: { to: '/contact'; label: string } | null }

/**
 * The notice for an order's change window; null where changes are not the question (unpaid,
 * cancelled, expired or shipped orders: their status says it all).
 */
export function changeNotice(window: ChangeWindow): ChangeNotice | null {
	if (window.open && window.held) return { text: ORDER_CHANGE_TEXT.whileHeld, contact: null }
	if (window.open) return { text: changeDeadlineSentence(window.deadline), contact: null }
	if (window.reason === 'in-production' || window.reason === 'past-cutoff') {
		return {
			text: ORDER_CHANGE_TEXT.closed,
			contact: { to: '/contact', label: ORDER_CHANGE_TEXT.contactLink },
		}
	}
	return null
}
