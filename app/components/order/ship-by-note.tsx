import { DELIVERY_DATE_TEXT } from '#app/content/delivery-dates.ts'
import { formatArrival, formatShipsBy, orderDates } from '#app/domain/ship-by.ts'
import { useNow } from '#app/utils/use-now.ts'

/**
 * "Ships by ..." and standard shipping's delivery range for an order placed now, beside the
 * price on /order. /order is served from the page cache to guests, so the server cannot know
 * "now": it renders an empty box of the same height, and the browser fills in the dates after
 * hydration from its own clock (checked every minute) (the rules are pure, app/domain/ship-by.ts), so hydration always
 * matches and the dates are right around the 2 PM cut-off and midnight.
 */
export function ShipByNote() {
	const now = useNow()
	const dates = now === null ? null : orderDates(now, 'standard')
	return (
		<div className="min-h-12 text-sm" data-testid="ship-by" title={DELIVERY_DATE_TEXT.howCounted}>
			{dates ? (
				<>
					<p className="font-semibold text-ink">{formatShipsBy(dates.shipBy)}</p>
					<p className="text-muted">Standard shipping: {formatArrival(dates.arrives)}</p>
				</>
			) : null}
		</div>
	)
}
