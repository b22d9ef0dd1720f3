import { Link } from 'react-router'
import { ORDER_AGAIN_WORDS } from '#app/content/window-book.ts'
import type { ScreenConfig } from '#app/domain/measurements.ts'
import { formatCents } from '#app/domain/money.ts'
import { enhanced } from '#app/components/ui/no-script-return.tsx'

export type OrderSummaryRow = {
	number: string
	placedAt: string
	totalCents: number
	/** e.g. 'Standard, FREE'; null for orders from before shipping was charged. */
	shipping: string | null
	screens: number
	statusLabel: string
	/** 'Ships by Wednesday, November 25' while the order is being made; null otherwise. */
	shipsBy?: string | null
	/** The order's lines for "Order again": size and quantity, label, the unit price paid. */
	lines: { config: ScreenConfig; label: string; paidUnitCents: number }[]
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** The signed-in customer's paid orders, newest first, each with a link to track it. */
export function OrderHistory({
	orders,
	onOrderAgain,
}: {
	orders: readonly OrderSummaryRow[]
	onOrderAgain: (order: OrderSummaryRow) => void
}) {
	if (orders.length === 0) {
		return (
			<p className="mt-2 text-muted">
				You have no orders yet.{' '}
				<Link to="/order" className="font-medium text-brand-700 underline">
					Order your first screens
				</Link>
			</p>
		)
	}
	return (
		<div className="mt-4 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">Your orders, newest first</caption>
				<thead className="border-b border-gray-200 text-muted">
					<tr>
						<th scope="col" className="py-2 pr-4 font-medium">
							Order number
						</th>
						<th scope="col" className="py-2 pr-4 font-medium">
							Date
						</th>
						<th scope="col" className="py-2 pr-4 font-medium">
							Total
						</th>
						<th scope="col" className="py-2 pr-4 font-medium">
							Shipping
						</th>
						<th scope="col" className="py-2 pr-4 font-medium">
							Status
						</th>
						<th scope="col" className="py-2 font-medium">
							<span className="sr-only">{ORDER_AGAIN_WORDS.button}</span>
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-gray-100 text-ink">
					{orders.map((order) => (
						<tr key={order.number}>
							<th scope="row" className="py-2 pr-4 font-mono font-semibold">
								{order.number}
							</th>
							<td className="py-2 pr-4">{dateFormat.format(new Date(order.placedAt))}</td>
							<td className="py-2 pr-4">
								{formatCents(order.totalCents)}{' '}
								<span className="text-muted">
									({order.screens} {order.screens === 1 ? 'screen' : 'screens'})
								</span>
							</td>
							<td className="py-2 pr-4">{order.shipping ?? 'Not recorded'}</td>
							<td className="py-2 pr-4">
								{order.statusLabel}
								{order.shipsBy ? <span className="block text-muted">{order.shipsBy}</span> : null}
							</td>
							<td className="py-2">
								<form method="post" onSubmit={enhanced(() => onOrderAgain(order))}>
									<input type="hidden" name="intent" value="order-again" />
									<input type="hidden" name="number" value={order.number} />
									<button
										type="submit"
										aria-label={ORDER_AGAIN_WORDS.buttonLabel(order.number)}
										className="rounded-lg border border-brand-700 px-3 py-1.5 font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
									>
										{ORDER_AGAIN_WORDS.button}
									</button>
								</form>
							</td>
						</tr>
					))}
				</tbody>
			</table>
			<p className="mt-3 text-sm text-muted">
				Follow an order step by step on{' '}
				<Link to="/track-order" className="font-medium text-brand-700 underline">
					Track Your Order
				</Link>
				.
			</p>
		</div>
	)
}
