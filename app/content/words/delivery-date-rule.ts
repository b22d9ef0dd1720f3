import { SHOP_CALENDAR } from '#app/content/facts/shop-facts.ts'

// The rule behind every ship-by date, in words: on its own so that a page can print it in its
// first load without the calendar's names (delivery-dates.ts) or the rules.

const cutoff = SHOP_CALENDAR.orderCutoffHour
const cutoffLabel = `${cutoff % 12 || 12} ${cutoff < 12 ? 'AM' : 'PM'} ET`

/** How the dates are counted, for beside them on /order and /checkout. */
export const HOW_DELIVERY_DATES_ARE_COUNTED = `Orders paid before ${cutoffLabel} on a business day (Monday to Friday, except federal holidays) start production that day; later orders start the next business day.`
