// The buttons /track-order offers while the customer can still change or cancel the order.
import { Form, useNavigation } from 'react-router'
import { ORDER_ACTION_BUTTONS } from '#app/content/words/order-action-buttons.ts'
import type { TrackOrderResult } from './track-order-result.ts'

/**
 * "Change order" and "Cancel order": each posts the number and e-mail again, and the server
 * e-mails a one-time link to the order's address.
 */
export function OrderActions({ values }: { values: TrackOrderResult['values'] }) {
	const busy = useNavigation().state === 'submitting'
	return (
		<div className="mt-4" data-testid="order-actions">
			<div className="flex flex-wrap gap-3">
				{(['change', 'cancel'] as const).map((intent) => (
					<Form key={intent} method="post">
						<input type="hidden" name="orderNumber" value={values.orderNumber} />
						<input type="hidden" name="email" value={values.email} />
						<input type="hidden" name="intent" value={intent} />
						<button
							type="submit"
							disabled={busy}
							className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
						>
							{intent === 'change' ? ORDER_ACTION_BUTTONS.change : ORDER_ACTION_BUTTONS.cancel}
						</button>
					</Form>
				))}
			</div>
			<p className="mt-2 text-sm text-muted">{ORDER_ACTION_BUTTONS.byMailHint}</p>
		</div>
	)
}
