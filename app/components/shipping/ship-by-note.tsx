import { useShipByRules } from './use-ship-by-rules.ts'

/**
 * "Ships by ..." and standard shipping's delivery range for an order placed now, beside the
 * price on /order. /order is served from the page cache to guests, so the server cannot know
 * "now": it renders an empty box of the same height, and the browser fills in the dates after
 * hydration from its own clock (checked every minute), so hydration always matches and the dates
 * are right around the 2 PM cut-off and midnight. /order loads it after hydration, as a chunk of
 * its own (screen-configurator.tsx).
 */
export function ShipByNote() {
	const clock = useShipByRules()
	const rules = clock?.rules
	const dates = clock ? clock.rules.orderDates(clock.now, 'standard') : null
	return (
		<div
			className="min-h-12 text-sm"
			data-testid="ship-by"
			title={rules?.DELIVERY_DATE_TEXT.howCounted}
		>
			{dates && rules ? (
				<>
					<p className="font-semibold text-ink">{rules.formatShipsBy(dates.shipBy)}</p>
					<p className="text-muted">Standard shipping: {rules.formatArrival(dates.arrives)}</p>
				</>
			) : null}
		</div>
	)
}
