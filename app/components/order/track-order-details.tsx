// The order /track-order found: its status, ship-by day, changes and refunds, shipment, where it
// stands on the guide, its items and totals, and where it ships.
import { Link } from 'react-router'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { formatOrderDate } from '#app/domain/order/order-display.ts'
import { OrderActions } from './track-order-actions.tsx'
import type { TrackedOrder, TrackOrderResult } from './track-order-result.ts'
import { StatusGuide } from './track-order-status-guide.tsx'

export function TrackedOrderDetails({
	order,
	values,
}: {
	order: TrackedOrder
	values: TrackOrderResult['values']
}) {
	const onGuide = order.steps.some((step) => step.state === 'current')
	return (
		<div className="mt-10 rounded-lg border border-gray-200 p-6">
			<h2 className="text-2xl font-bold">Order {order.number}</h2>
			<p className="mt-1 text-muted">Placed {formatOrderDate(order.placedAt)}</p>
			{order.shipsBy ? (
				<p className="mt-1 font-semibold" data-testid="ships-by">
					{order.shipsBy}
				</p>
			) : null}
			{order.changes ? (
				<p className="mt-2" data-testid="order-changes">
					{order.changes.text}
					{order.changes.contact ? (
						<>
							{' '}
							<Link to={order.changes.contact.to} className="font-medium text-brand-700 underline">
								{order.changes.contact.label}
							</Link>
						</>
					) : null}
				</p>
			) : null}
			{order.canChange ? <OrderActions values={values} /> : null}
			<p className="mt-3 text-lg" role="status">
				Status:{' '}
				<strong>{order.underReview ? 'Payment received, under review' : order.statusLabel}</strong>
			</p>
			{order.refunds?.map((line, index) => (
				<p key={index} className="mt-1 font-medium" data-testid="order-refund">
					{line}
				</p>
			))}
			{order.underReview ? (
				<p className="mt-2 text-muted">
					Your payment arrived after the checkout session had expired. Our team is checking your
					order and will contact you.
				</p>
			) : null}
			{order.carrier || order.trackingNumber ? (
				<p className="mt-2">
					Shipped with {order.carrier ?? 'our carrier'}
					{order.trackingNumber ? (
						<>
							, tracking number <strong className="font-mono">{order.trackingNumber}</strong>
						</>
					) : null}
				</p>
			) : null}
			{onGuide ? <StatusGuide steps={order.steps} title="Where your order stands" /> : null}
			<h3 className="mt-8 text-lg font-semibold">Items</h3>
			<ul className="mt-2 divide-y divide-gray-200">
				{order.items.map((item, index) => (
					<li key={index} className="flex justify-between gap-4 py-2">
						<span>
							{item.description}, <Sizes>{item.size}</Sizes>, qty {item.quantity}
							{item.label ? <span className="block text-sm text-muted">{item.label}</span> : null}
						</span>
						<span>{item.lineTotal}</span>
					</li>
				))}
			</ul>
			{order.discount ? (
				<p className="mt-2 flex justify-between gap-4">
					<span>{order.discount.label}</span>
					<span>{order.discount.amount}</span>
				</p>
			) : null}
			{order.shipping ? (
				<p className="mt-2 flex justify-between gap-4">
					<span>Shipping: {order.shipping.label}</span>
					<span>{order.shipping.amount}</span>
				</p>
			) : null}
			<p className="mt-2 flex justify-between gap-4">
				<span>{order.taxLabel}</span>
				<span>{order.tax}</span>
			</p>
			<p className="mt-2 flex justify-between border-t border-gray-300 pt-2 font-bold">
				<span>Total paid</span>
				<span>{order.total}</span>
			</p>
			{order.shipTo.length ? (
				<p className="mt-4 text-muted">Shipping to: {order.shipTo.join(', ')}</p>
			) : null}
		</div>
	)
}
