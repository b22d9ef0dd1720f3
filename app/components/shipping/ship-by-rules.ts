// What the pages load after hydration to show ship-by and delivery dates: the rules and their
// words, in one chunk of their own (see use-ship-by-rules.ts).
export {
	deliveryEstimate,
	formatArrival,
	formatShipsBy,
	orderDates,
	shipByDate,
} from '#app/domain/shipping/ship-by.ts'
export { DELIVERY_DATE_TEXT } from '#app/content/words/delivery-dates.ts'
