// What /order-action answers (order-action.tsx): each view of the page as data, with the page's
// private headers and the status that goes with it.
import { data } from 'react-router'
import type { OrderActionView } from '#app/components/order/order-action-page.tsx'
import { ORDER_ACTION_WORDS as WORDS } from '#app/content/words/order-actions.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { itemSize, receiptLine, shippingAddressLines } from '#app/domain/order/order-display.ts'
import { formatDimensions } from '#app/domain/order/screen-size.ts'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { editValuesOf } from '#app/domain/order/order-edit-form.ts'
import type { Order, OrderWithItems } from '#app/models/order/orders.server.ts'
import type { ChangePreview } from '#app/workflows/order/change-order.server.ts'
import type { CancelOutcome } from '#app/workflows/order/cancel-order.server.ts'
import { editableOrder } from '#app/workflows/order/order-action-links.server.ts'
import { FIT_CHECK_MAIL } from '#app/content/words/fit-check.ts'
import type { FitCheckState } from '#app/workflows/order/fit-check.server.ts'
import type { Throttled } from '#app/workflows/limits/public-write-limits.server.ts'

/** Private to one customer, kept by no cache; a link on it never sends its token on. */
export const PAGE_HEADERS = {
	'Cache-Control': 'private, no-store',
	'Referrer-Policy': 'no-referrer',
	'X-Robots-Tag': 'noindex',
}
export const reply = (view: OrderActionView, status = 200) =>
	data<OrderActionView>(view, { status, headers: PAGE_HEADERS })

export const gone = () => reply({ view: 'gone' }, 410)

export const notFound = () => data(WORDS.notFound, { status: 404, headers: PAGE_HEADERS })

/** The order can no longer change: why, and the way to the shop. */
export function closed(order: Pick<Order, 'number'>) {
	return reply(
		{
			view: 'closed',
			number: order.number ?? '',
			text: ORDER_CHANGE_TEXT.closed,
			contact: { to: '/contact', label: ORDER_CHANGE_TEXT.contactLink },
		},
		409,
	)
}

export function cancelView(order: OrderWithItems, by: { token: string } | { order: string }) {
	return reply({
		view: 'cancel',
		number: order.number ?? '',
		total: formatCents(order.total_cents),
		lines: order.items.map(receiptLine),
		by,
	})
}

/** The change form for an order under an edit grant, with what was typed and its faults. */
export function editView(
	order: OrderWithItems,
	grant: string,
	form?: {
		values: ReturnType<typeof editValuesOf>
		errors: Record<string, string>
		formError?: string
	},
	status = 200,
) {
	const { lines, address } = editableOrder(order)
	return reply(
		{
			view: 'edit',
			number: order.number ?? '',
			grant,
			values: form?.values ?? editValuesOf(lines, address),
			lines: order.items.map((item) => ({
				description: item.description,
				wasSize: itemSize(item),
				wasQuantity: item.quantity,
			})),
			errors: form?.errors ?? {},
			formError: form?.formError,
		},
		status,
	)
}

/** What a cancel did, as the page says it. */
export function canceled(order: Order, outcome: CancelOutcome) {
	const number = order.number ?? ''
	if (outcome.ok) {
		const refund = outcome.refund ? formatCents(outcome.refund.amount_cents) : null
		return reply({ view: 'canceled', number, refund })
	}
	switch (outcome.reason) {
		case 'already_canceled':
			return reply({ view: 'canceled', number, refund: null, already: true })
		case 'closed':
			return closed(order)
		case 'not_found':
			throw notFound()
		case 'provider_failed':
			return reply({ view: 'failed', number, message: outcome.message }, 502)
	}
}

/** The change as it would be: its lines, address and totals, and the form to confirm it. */
export function reviewView(
	order: OrderWithItems,
	grant: string,
	form: FormData,
	preview: ChangePreview,
) {
	const difference = preview.differenceCents
	return reply({
		view: 'review',
		number: order.number ?? '',
		grant,
		fields: [...form.entries()].flatMap(([name, value]) =>
			typeof value === 'string' && name !== 'intent' && name !== 'grant' ? [[name, value]] : [],
		) as [string, string][],
		lines: preview.lines.map((line) => ({
			description: line.description,
			size: formatDimensions(line.size),
			label: screenLabelLine(line.label),
			quantity: line.quantity,
			lineTotal: formatCents(line.lineTotalCents),
		})),
		shipTo: preview.shipTo
			? shippingAddressLines({
					ship_name: preview.shipTo.name,
					ship_line1: preview.shipTo.line1,
					ship_line2: preview.shipTo.line2,
					ship_city: preview.shipTo.city,
					ship_state: preview.shipTo.state,
					ship_postal_code: preview.shipTo.postalCode,
					ship_country: preview.shipTo.country,
				})
			: null,
		oldTotal: formatCents(preview.paidCents),
		newTotal: formatCents(preview.totalCents),
		difference: {
			kind: difference < 0 ? 'refund' : difference > 0 ? 'pay' : 'none',
			amount: formatCents(Math.abs(difference)),
		},
	})
}

/** A fit check link's page: what looked wrong, every line, and Confirm sizes / Correct a size. */
export function fitCheckView(order: OrderWithItems, check: FitCheckState, token: string) {
	const more = check.count - check.findings.length
	return reply({
		view: 'fit-check',
		number: order.number ?? '',
		token,
		reasons: check.findings.map((finding) => finding.reason),
		more: more > 0 ? FIT_CHECK_MAIL.moreFindings(more) : null,
		lines: order.items.map(receiptLine),
	})
}

/** A refused press of a fit check page's button: too many from this network. */
export function fitCheckThrottled(throttled: Throttled, message: string) {
	return data<OrderActionView>(
		{ view: 'failed', number: '', message },
		{
			status: 429,
			headers: { ...PAGE_HEADERS, 'Retry-After': String(throttled.retryAfterSeconds) },
		},
	)
}
