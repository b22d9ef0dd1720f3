// A time of day as the shop writes it. Apart from shop-clock.ts so the pages that state the
// change-or-cancel cut-off in words (FAQ, policies, chat) load this line and not the clock's
// daylight-saving rule.

/**
 * A time of day on a 12-hour clock, as the shop writes it.
 * @example formatClockTime(14, 0) // '2:00 PM'
 * @example formatClockTime(0, 5) // '12:05 AM'
 */
export function formatClockTime(hour: number, minute: number): string {
	const twelve = hour % 12 === 0 ? 12 : hour % 12
	return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}
