import { Form, Link } from 'react-router'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { ORDER_AGAIN_WORDS } from '#app/content/words/window-book.ts'
import { formatDimensions, type ScreenConfig } from '#app/domain/order/screen-size.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { enhanced } from '#app/components/ui/no-script-return.tsx'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { OutlineButton } from '#app/components/ui/outline-button.tsx'
import { ORDER_ACTION_BUTTONS } from '#app/content/words/order-action-buttons.ts'

/** Change order and Cancel order while the order can change; otherwise why not, with /contact. */
function OrderChanges({ order }: { order: OrderSummaryRow }) {
	const changes = order.changes
	if (!changes) return null
	if (changes.contact) {
		return (
			<p className="mt-2 text-muted" data-testid="order-changes">
				{changes.text}{' '}
				<Link to={changes.contact.to} className="font-medium text-brand-700 underline">
					{changes.contact.label}
				</Link>
			</p>
		)
	}
	return (
		<div className="mt-2" data-testid="order-changes">
			<p className="text-muted">{changes.text}</p>
			<div className="mt-2 flex flex-wrap items-center gap-3">
				<Form method="post" action="/order-action">
					<input type="hidden" name="intent" value="change-own" />
					<input type="hidden" name="order" value={order.number} />
					<OutlineButton
						type="submit"
						aria-label={`${ORDER_ACTION_BUTTONS.change} ${order.number}`}
						className="px-3 py-1.5 whitespace-nowrap"
					>
						{ORDER_ACTION_BUTTONS.change}
					</OutlineButton>
				</Form>
				<Link
					to={`/order-action?${new URLSearchParams({ order: order.number, do: 'cancel' })}`}
					aria-label={`${ORDER_ACTION_BUTTONS.cancel} ${order.number}`}
					className="font-medium text-brand-700 underline"
				>
					{ORDER_ACTION_BUTTONS.cancel}
				</Link>
			</div>
		</div>
	)
}

export type OrderSummaryRow = {
	number: string
	placedAt: string
	totalCents: number
	/** e.g. 'Standard, FREE'; null for orders from before shipping was charged. */
	shipping: string | null
	screens: number
	statusLabel: string
	/** 'Refunded $12.34 on December 4, 2026', one per refund that went through. */
	refunds?: string[]
	/** 'Ships by Wednesday, November 25' while the order is being made; null otherwise. */
	shipsBy?: string | null
	/**
	 * Until when the customer can change or cancel it (the buttons show), or that it is in
	 * production, with the way to the shop; null for orders past that question (shipped, ...).
	 */
	changes?: { text: string; contact: { to: string; label: string } | null } | null
	/** The order's lines for "Order again": size and quantity, label, the unit price paid. */
	lines: { config: ScreenConfig; label: string; paidUnitCents: number }[]
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** The table's column headings, written beside each value on a phone instead. */
const HEADINGS = ['Order number', 'Date', 'Total', 'Screens', 'Status'] as const
const cellClass = 'block py-1 md:table-cell md:py-2 md:pr-4 md:align-top'

/** A cell's column heading, shown on a phone, where the cells stack and the table head is hidden. */
function CellHeading({ children }: { children: string }) {
	return <span className="mr-1 font-medium text-muted md:hidden">{children}:</span>
}

/** Each line of an order: its size and quantity, and its label when it has one. */
function OrderLines({ lines }: { lines: OrderSummaryRow['lines'] }) {
	return (
		<ul>
			{lines.map((line, index) => (
				<li key={index}>
					<Sizes>{`${formatDimensions(line.config)}, qty ${line.config.quantity}`}</Sizes>
					{line.label ? (
						<span className="block break-words text-muted">{screenLabelLine(line.label)}</span>
					) : null}
				</li>
			))}
		</ul>
	)
}

/**
 * The signed-in customer's paid orders, newest first: number, date, total, each line's size and
 * label, status, and Order again; a link to track them.
 */
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
	// One markup for every width: a table from md up; on a phone each row is a card whose cells
	// stack, each with its heading written beside it (the column headings are hidden there).
	// The box is relative so the hidden headings stay inside it while it scrolls.
	return (
		<div className="relative mt-4 md:overflow-x-auto">
			<table className="block w-full text-left text-sm md:table">
				<caption className="sr-only">Your orders, newest first</caption>
				<thead className="hidden border-b border-gray-200 text-muted md:table-header-group">
					<tr>
						{HEADINGS.map((heading) => (
							<th key={heading} scope="col" className="py-2 pr-4 font-medium">
								{heading}
							</th>
						))}
						<th scope="col" className="py-2 font-medium">
							<span className="sr-only">{ORDER_AGAIN_WORDS.button}</span>
						</th>
					</tr>
				</thead>
				<tbody className="block space-y-3 text-ink md:table-row-group md:divide-y md:divide-gray-100">
					{orders.map((order) => (
						<tr
							key={order.number}
							className="block rounded-xl border border-gray-200 p-4 md:table-row md:rounded-none md:border-0 md:p-0"
						>
							<th scope="row" className={`${cellClass} font-mono font-semibold`}>
								{order.number}
							</th>
							<td className={cellClass}>
								<CellHeading>Date</CellHeading>
								{dateFormat.format(new Date(order.placedAt))}
							</td>
							<td className={cellClass}>
								<CellHeading>Total</CellHeading>
								{formatCents(order.totalCents)}{' '}
								<span className="text-muted">
									({order.screens} {order.screens === 1 ? 'screen' : 'screens'})
								</span>
								<span className="block text-muted">
									Shipping: {order.shipping ?? 'Not recorded'}
								</span>
							</td>
							<td className={cellClass}>
								<CellHeading>Screens</CellHeading>
								<OrderLines lines={order.lines} />
							</td>
							<td className={cellClass}>
								<CellHeading>Status</CellHeading>
								{order.statusLabel}
								{order.shipsBy ? <span className="block text-muted">{order.shipsBy}</span> : null}
								{order.refunds?.map((refund, index) => (
									<span key={index} className="block text-muted">
										{refund}
									</span>
								))}
								<OrderChanges order={order} />
							</td>
							<td className="block pt-3 md:table-cell md:py-2 md:align-top">
								<form method="post" onSubmit={enhanced(() => onOrderAgain(order))}>
									<input type="hidden" name="intent" value="order-again" />
									<input type="hidden" name="number" value={order.number} />
									<OutlineButton
										type="submit"
										aria-label={ORDER_AGAIN_WORDS.buttonLabel(order.number)}
										className="px-3 py-1.5 whitespace-nowrap"
									>
										{ORDER_AGAIN_WORDS.button}
									</OutlineButton>
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
