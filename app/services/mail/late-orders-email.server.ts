// The shop's daily list of orders past their ship-by date (app/workflows/production/late-orders.server.ts).
// Everything interpolated goes through html``, which escapes it.
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import { orderStatusLabel } from '#app/domain/order/order-status.ts'
import { formatLongDay } from '#app/domain/shipping/ship-by.ts'
import type { ProductionRow } from '#app/models/production/production.server.ts'
import { html, renderMailDocument, type MailSender } from './html.server.ts'

function describe(order: ProductionRow): string {
	const status = orderStatusLabel(order.status)
	const shipBy = order.ship_by ? formatLongDay(order.ship_by) : 'no date'
	return `${order.number ?? order.id}: ship by ${shipBy}, ${status}, ${order.screen_count} screen(s), ${order.customer_name ?? ''}`
}

/** The list of late orders for the shop's inbox, each linked to its page in the back office. */
export function lateOrdersEmail(
	orders: ProductionRow[],
	today: string,
	settings: { shopInbox: string; siteUrl: string; shop: MailSender },
): MailMessage {
	const title = `${orders.length} order(s) past their ship-by date on ${formatLongDay(today)}`
	const link = (order: ProductionRow) => `${settings.siteUrl}/admin/order?number=${order.number}`
	const text = [
		title,
		'',
		...orders.map((order) => `- ${describe(order)}\n  ${link(order)}`),
		'',
		`The production queue: ${settings.siteUrl}/admin/production`,
	].join('\n')
	const body = html`<ul style="margin:0 0 16px;padding-left:20px">
			${orders.map(
				(order) =>
					html`<li style="margin:0 0 6px"><a href="${link(order)}">${describe(order)}</a></li>`,
			)}
		</ul>
		<p style="margin:0">
			<a href="${`${settings.siteUrl}/admin/production`}">Open the production queue</a>
		</p>`
	return {
		to: settings.shopInbox,
		subject: title,
		text,
		html: renderMailDocument({ title, body, shop: settings.shop }),
	}
}
