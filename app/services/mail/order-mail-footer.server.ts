import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { html, safeHref, type SafeHtml } from './html.server.ts'

// How every customer e-mail about an order ends: where to track it and whom to ask.

export function orderFooterText(
	orderNumber: string | null,
	trackUrl: string,
	shop: ShopIdentity,
): string[] {
	return [
		`Track your order at ${trackUrl} with order number ${orderNumber} and this e-mail address.`,
		`Questions? Reply to this e-mail or call ${shop.phone.display}.`,
	]
}

export function orderFooterHtml(
	orderNumber: string | null,
	trackUrl: string,
	shop: ShopIdentity,
): SafeHtml {
	return html`<p style="margin:0 0 12px">
			<a href="${safeHref(trackUrl)}">Track your order</a> with order number ${orderNumber} and this
			e-mail address.
		</p>
		<p style="margin:0;color:#52525b">
			Questions? Reply to this e-mail or call
			<a href="${safeHref(shop.phone.href)}">${shop.phone.display}</a>.
		</p>`
}
