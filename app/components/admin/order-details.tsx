import type { ReactNode } from 'react'
import type { ReceiptTotals } from '#app/domain/order/order-display.ts'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { mailtoHref } from './mailto.ts'
import { FlagBadge } from './status-badge.tsx'
import { adminCellClass as cell, ColumnHeadings } from './admin-table.tsx'

export type AdminOrderDetails = {
	number: string
	statusLabel: string
	flagged: boolean
	reviewReason: string | null
	placedAt: string
	customer: { name: string; email: string; phone: string }
	shipTo: string[]
	specialInstructions: string | null
	payment: { provider: string; reference: string; amountPaid: string; paidAt: string }
	items: {
		description: string
		size: string
		label: string | null
		quantity: number
		each: string
		lineTotal: string
	}[]
	totals: ReceiptTotals
	shipment: { carrier: string; trackingNumber: string } | null
	history: { when: string; statusLabel: string; who: string; note: string }[]
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="rounded-lg border border-gray-200 p-4">
			<h2 id={id} className="text-lg font-bold text-ink">
				{title}
			</h2>
			<div className="mt-2">{children}</div>
		</section>
	)
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
	return (
		<dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
			{rows.map(([label, value]) => (
				<div key={label} className="contents">
					<dt className="text-muted">{label}</dt>
					<dd className="text-ink wrap-anywhere">{value || '—'}</dd>
				</div>
			))}
		</dl>
	)
}

/** Everything about one order the shop needs to make and ship it. */
export function OrderDetails({ order }: { order: AdminOrderDetails }) {
	return (
		<div className="mt-4 space-y-6">
			<p className="text-lg">
				Status: <strong>{order.statusLabel}</strong> · placed {order.placedAt}
			</p>
			{order.flagged ? (
				<div className="rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-amber-950">
					<p className="flex flex-wrap items-center gap-2 font-semibold">
						<FlagBadge /> This order is flagged for review.
					</p>
					<p className="mt-1">{order.reviewReason}</p>
				</div>
			) : null}
			<div className="grid gap-4 md:grid-cols-3">
				<Card id="customer-title" title="Customer">
					<Facts
						rows={[
							['Name', order.customer.name],
							[
								'E-mail',
								order.customer.email ? (
									<a
										href={mailtoHref(order.customer.email, `Your order ${order.number}`)}
										className="text-brand-700 underline"
									>
										{order.customer.email}
									</a>
								) : null,
							],
							['Phone', order.customer.phone],
						]}
					/>
				</Card>
				<Card id="ship-title" title="Shipping address">
					{order.shipTo.length ? (
						<address className="not-italic">
							{order.shipTo.map((line) => (
								<span key={line} className="block">
									{line}
								</span>
							))}
						</address>
					) : (
						<p className="text-muted">No address yet.</p>
					)}
					{order.specialInstructions ? (
						<p className="mt-2">Special instructions: {order.specialInstructions}</p>
					) : null}
					{order.shipment ? (
						<p className="mt-2">
							Shipped with {order.shipment.carrier}, tracking{' '}
							<strong className="font-mono">{order.shipment.trackingNumber}</strong>
						</p>
					) : null}
				</Card>
				<Card id="payment-title" title="Payment">
					<Facts
						rows={[
							['Reference', <span className="font-mono">{order.payment.reference}</span>],
							['Paid', order.payment.amountPaid],
							['Paid at', order.payment.paidAt],
							['Provider', order.payment.provider],
						]}
					/>
				</Card>
			</div>
			<Items order={order} />
			<History history={order.history} />
		</div>
	)
}

function Items({ order }: { order: AdminOrderDetails }) {
	const total = (label: string, value: string, bold = false) => (
		<tr>
			<th scope="row" colSpan={4} className={`${cell} text-right font-normal`}>
				{label}
			</th>
			<td className={`${cell} ${bold ? 'font-bold' : ''}`}>{value}</td>
		</tr>
	)
	return (
		<section aria-labelledby="items-title">
			<h2 id="items-title" className="text-lg font-bold text-ink">
				Items
			</h2>
			<div className="mt-2 overflow-x-auto">
				<table className="w-full border-collapse">
					<ColumnHeadings names={['Item', 'Size (W x H)', 'Qty', 'Each', 'Price']} />
					<tbody>
						{order.items.map((item, index) => (
							<tr key={index}>
								<td className={cell}>{item.description}</td>
								<td className={`${cell} font-semibold`}>
									<Sizes>{item.size}</Sizes>
									{item.label ? <span className="block font-normal">{item.label}</span> : null}
								</td>
								<td className={cell}>{item.quantity}</td>
								<td className={cell}>{item.each}</td>
								<td className={cell}>{item.lineTotal}</td>
							</tr>
						))}
					</tbody>
					<tfoot>
						{total('Subtotal', order.totals.subtotal)}
						{order.totals.discount
							? total(order.totals.discount.label, order.totals.discount.amount)
							: null}
						{total(order.totals.taxLabel, order.totals.tax)}
						{order.totals.shipping
							? total(`Shipping: ${order.totals.shipping.label}`, order.totals.shipping.amount)
							: null}
						{total('Total', order.totals.total, true)}
					</tfoot>
				</table>
			</div>
		</section>
	)
}

function History({ history }: { history: AdminOrderDetails['history'] }) {
	return (
		<section aria-labelledby="history-title">
			<h2 id="history-title" className="text-lg font-bold text-ink">
				Status history
			</h2>
			<div className="mt-2 overflow-x-auto">
				<table className="w-full border-collapse">
					<ColumnHeadings names={['When', 'Status', 'By', 'Note']} />
					<tbody>
						{history.map((entry, index) => (
							<tr key={index}>
								<td className={cell}>{entry.when}</td>
								<td className={cell}>{entry.statusLabel}</td>
								<td className={`${cell} break-all`}>{entry.who}</td>
								<td className={cell}>{entry.note}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}
