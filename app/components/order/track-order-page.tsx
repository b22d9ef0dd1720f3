import { Form, Link, useNavigation } from 'react-router'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { formatOrderDate, type ReceiptLine } from '#app/domain/order/order-display.ts'
import {
	ORDER_STATUS_LABELS,
	TRACKING_STEPS,
	type GuideStep,
	type OrderStatus,
} from '#app/domain/order/order-status.ts'
import { Button } from '#app/components/ui/button.tsx'

export type TrackedOrder = {
	number: string
	placedAt: string
	status: OrderStatus
	statusLabel: string
	/** Paid after the order had closed: the shop is looking at it. */
	underReview: boolean
	steps: GuideStep[]
	items: ReceiptLine[]
	total: string
	/** A quote's discount ('Discount', '-$20.10'); null when none. */
	discount?: { label: string; amount: string } | null
	/** The method and its cost ('FREE' or the amount); null for orders from before shipping. */
	shipping: { label: string; amount: string } | null
	/** 'Tax (8%)' and its amount, so the lines add up to the total paid. */
	taxLabel: string
	tax: string
	shipTo: string[]
	carrier: string | null
	trackingNumber: string | null
	/** 'Ships by Wednesday, November 25' until the order ships; null after, or without a date. */
	shipsBy?: string | null
	/**
	 * Until when the customer can change or cancel the order, or, once it is in production, that
	 * it no longer can, with a link to contact the shop (app/domain/order/change-deadline-format.ts,
	 * written on the server so this page loads none of the rule); null for other statuses.
	 */
	changes?: { text: string; contact: { to: string; label: string } | null } | null
	/** 'Refunded $12.34 on December 4, 2026', one per refund that went through. */
	refunds?: string[]
}

export type TrackOrderResult = {
	values: { orderNumber: string; email: string }
	fieldErrors: Partial<Record<'orderNumber' | 'email', string>>
	message?: string
	order?: TrackedOrder
}

// The kit's input look (components/ui/input.tsx), written here on purpose: importing it would put
// a chunk of its own on /track-order's first load (measured: about 0.3 KB gzip more), which must not grow.
const inputClass =
	'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700'

const STATIC_GUIDE: GuideStep[] = TRACKING_STEPS.map((step) => ({
	step,
	label: ORDER_STATUS_LABELS[step],
	state: 'upcoming',
	reachedAt: null,
}))

function StatusGuide({ steps, title }: { steps: GuideStep[]; title: string }) {
	return (
		<section aria-labelledby="status-guide" className="mt-8">
			<h2 id="status-guide" className="text-xl font-semibold">
				{title}
			</h2>
			<ol className="mt-4 grid gap-3 sm:grid-cols-4">
				{steps.map((step, index) => (
					<li
						key={step.step}
						aria-current={step.state === 'current' ? 'step' : undefined}
						className={`rounded-lg border p-4 ${
							step.state === 'upcoming'
								? 'border-gray-200 text-muted'
								: 'border-brand-600 bg-brand-50 text-ink'
						}`}
					>
						<span className="block text-sm">Step {index + 1}</span>
						<span className="block font-semibold">{step.label}</span>
						<span className="block text-sm">
							{step.state === 'current' ? 'Current status' : step.state === 'done' ? 'Done' : ''}
							{step.reachedAt ? ` · ${formatOrderDate(step.reachedAt)}` : ''}
						</span>
					</li>
				))}
			</ol>
		</section>
	)
}

function OrderDetails({ order }: { order: TrackedOrder }) {
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

export function TrackOrderPage({ result }: { result?: TrackOrderResult }) {
	const submitting = useNavigation().state === 'submitting'
	const errors = result?.fieldErrors ?? {}
	return (
		<section className="mx-auto max-w-4xl px-4 py-16">
			<h1 className="text-3xl font-bold">Track Your Order</h1>
			<p className="mt-3 text-muted">
				Enter the order number from your confirmation e-mail and the e-mail address you paid with.
			</p>
			<Form method="post" className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
				<div>
					<label htmlFor="track-order-number" className="font-medium text-ink">
						Order number
					</label>
					<input
						id="track-order-number"
						name="orderNumber"
						required
						autoComplete="off"
						placeholder="e.g. A1B2C3D4"
						defaultValue={result?.values.orderNumber}
						aria-invalid={errors.orderNumber ? true : undefined}
						aria-describedby={errors.orderNumber ? 'track-order-number-error' : undefined}
						className={`${inputClass} font-mono uppercase`}
					/>
				</div>
				<div>
					<label htmlFor="track-order-email" className="font-medium text-ink">
						E-mail
					</label>
					<input
						id="track-order-email"
						name="email"
						type="email"
						required
						autoComplete="email"
						defaultValue={result?.values.email}
						aria-invalid={errors.email ? true : undefined}
						aria-describedby={errors.email ? 'track-order-email-error' : undefined}
						className={inputClass}
					/>
				</div>
				<Button type="submit" disabled={submitting}>
					{submitting ? 'Tracking...' : 'Track Order'}
				</Button>
			</Form>
			{errors.orderNumber ? (
				<p id="track-order-number-error" className="mt-2 text-sm font-medium text-red-700">
					{errors.orderNumber}
				</p>
			) : null}
			{errors.email ? (
				<p id="track-order-email-error" className="mt-2 text-sm font-medium text-red-700">
					{errors.email}
				</p>
			) : null}
			{result?.message ? (
				<p role="alert" className="mt-6 rounded-md bg-red-50 p-4 font-medium text-red-800">
					{result.message}
				</p>
			) : null}
			{result?.order ? (
				<OrderDetails order={result.order} />
			) : (
				<StatusGuide steps={STATIC_GUIDE} title="Order status guide" />
			)}
		</section>
	)
}
