// An order's lines in its e-mails. A contractor's order can have thousands of lines, so the
// bodies list the first MAIL_LINE_LIMIT and say how many more there are, and every line goes
// in an attached CSV file (the same columns as a quote's file). Everything interpolated goes
// through html``, which escapes it.
import { moreLinesNote } from '#app/content/words/messages/order-emails.ts'
import type { MailAttachment } from '#app/domain/mail/mail-message.ts'
import { formatCents } from '#app/domain/common/money.ts'
import {
	itemSize,
	orderDiscount,
	orderShipping,
	TAX_LINE_LABEL,
} from '#app/domain/order/order-display.ts'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { screenLinesCsv } from '#app/domain/production/screen-lines-csv.ts'
import type { OrderWithItems } from '#app/models/order/orders.server.ts'
import { html, type SafeHtml } from './html.server.ts'

/** How many of an order's lines an e-mail's body lists; the rest are in the attachment. */
export const MAIL_LINE_LIMIT = 50

const cell = 'padding:6px 8px;border-bottom:1px solid #e4e4e7;vertical-align:top'

function linesFilename(order: OrderWithItems): string {
	return `order-${order.number ?? order.id}.csv`
}

/** The note under the listed lines, or null when the body lists them all. */
function moreLines(order: OrderWithItems): string | null {
	const more = order.items.length - MAIL_LINE_LIMIT
	return more > 0 ? moreLinesNote(more, linesFilename(order)) : null
}

/** Every line as a CSV file, for an order with more lines than the body lists; none otherwise. */
export function orderLinesAttachments(order: OrderWithItems): MailAttachment[] {
	if (order.items.length <= MAIL_LINE_LIMIT) return []
	return [
		{
			filename: linesFilename(order),
			contentType: 'text/csv; charset=utf-8',
			content: screenLinesCsv(order.items),
		},
	]
}

/** The listed lines for a plain-text body, '- ' before each, and the note when there are more. */
export function itemTextLines(order: OrderWithItems): string[] {
	const listed = order.items
		.slice(0, MAIL_LINE_LIMIT)
		.map(
			(item) =>
				`- ${item.description}, ${itemSize(item)}${item.label ? ` (${screenLabelLine(item.label)})` : ''}, qty ${item.quantity} at ${formatCents(item.unit_price_cents)} each: ${formatCents(item.line_total_cents)}`,
		)
	const note = moreLines(order)
	return note ? [...listed, note] : listed
}

/** The listed lines and the order's totals as an HTML table. */
export function itemsTable(order: OrderWithItems): SafeHtml {
	const rows = order.items.slice(0, MAIL_LINE_LIMIT).map(
		(item) =>
			html`<tr>
				<td style="${cell}">
					${item.description}<br /><span style="color:#52525b">${itemSize(item)}</span>
					${item.label ? html`<br /><span>${screenLabelLine(item.label)}</span>` : ''}
				</td>
				<td style="${cell};text-align:center">${item.quantity}</td>
				<td style="${cell};text-align:right">${formatCents(item.unit_price_cents)}</td>
				<td style="${cell};text-align:right">${formatCents(item.line_total_cents)}</td>
			</tr>`,
	)
	const note = moreLines(order)
	const total = (label: string, amount: number | string, bold = false) =>
		html`<tr>
			<td colspan="3" style="padding:4px 8px;text-align:right">${label}</td>
			<td style="padding:4px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">
				${typeof amount === 'number' ? formatCents(amount) : amount}
			</td>
		</tr>`
	const shipping = orderShipping(order)
	const discount = orderDiscount(order)
	return html`<table
		role="presentation"
		style="border-collapse:collapse;width:100%;margin:0 0 16px"
	>
		<tr>
			<th align="left" style="${cell}">Item</th>
			<th style="${cell}">Qty</th>
			<th align="right" style="${cell}">Each</th>
			<th align="right" style="${cell}">Price</th>
		</tr>
		${rows}
		${
			note
				? html`<tr>
						<td colspan="4" style="${cell};font-style:italic">${note}</td>
					</tr>`
				: null
		}
		${total('Subtotal', order.subtotal_cents)}
		${discount ? total(discount.label, discount.amount) : null}
		${total(TAX_LINE_LABEL, order.tax_cents)}
		${shipping ? total(`Shipping: ${shipping.label}`, shipping.amount) : null}
		${total('Total', order.total_cents, true)}
	</table>`
}
