// The e-mail of an order held by its fit check (app/workflows/order/fit-check.server.ts): what
// looked worth a second look, every line with its size, and two one-click links, "Confirm sizes"
// and "Correct a size". Each opens a page whose button (a POST) acts, so a mail scanner that
// follows links changes nothing (docs/decisions/029-order-action-links.md).
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { FIT_CHECK_MAIL as WORDS } from '#app/content/words/fit-check.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import type { FitCheck } from '#app/domain/order/fit-check.ts'
import type { OrderWithItems } from '#app/models/order/orders.server.ts'
import { html, safeHref } from './html.server.ts'
import { itemsTable, itemTextLines, orderLinesAttachments } from './order-lines-mail.server.ts'
import {
	customerOrderMail,
	orderFooterHtml,
	orderFooterText,
	orderGreeting,
} from './order-mail-footer.server.ts'

/** How many findings the e-mail lists; the rest are counted. */
export const MAIL_FINDINGS_LIMIT = 20

const buttonStyle =
	'display:inline-block;padding:10px 16px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:none'

export function fitCheckEmail(
	order: OrderWithItems,
	check: FitCheck,
	links: { confirm: string; correct: string; days: number; siteUrl: string },
	shop: ShopIdentity,
): MailMessage {
	if (!order.email || !order.number)
		throw new Error('A fit check e-mail needs an e-mail and a number')
	const listed = check.findings.slice(0, MAIL_FINDINGS_LIMIT).map((finding) => finding.reason)
	const more = check.total - listed.length
	const reasons = more > 0 ? [...listed, WORDS.moreFindings(more)] : listed
	const trackUrl = `${links.siteUrl}/track-order`
	const title = WORDS.subject(order.number)
	const text = [
		orderGreeting(order),
		'',
		WORDS.intro(order.number),
		...reasons.map((reason) => `- ${reason}`),
		'',
		WORDS.hold,
		'',
		`${WORDS.confirm} (${WORDS.confirmHint}):`,
		links.confirm,
		'',
		`${WORDS.correct} (${WORDS.correctHint}):`,
		links.correct,
		'',
		WORDS.linkNote(links.days),
		'',
		WORDS.linesHeading,
		...itemTextLines(order),
		'',
		...orderFooterText(order.number, trackUrl, shop),
	].join('\n')
	const body = html`<p style="margin:0 0 12px">${orderGreeting(order)}</p>
		<p style="margin:0 0 8px">${WORDS.intro(order.number)}</p>
		<ul style="margin:0 0 12px;padding-left:20px">
			${reasons.map((reason) => html`<li style="margin:0 0 6px">${reason}</li>`)}
		</ul>
		<p style="margin:0 0 16px"><strong>${WORDS.hold}</strong></p>
		<p style="margin:0 0 4px">
			<a href="${safeHref(links.confirm)}" style="${buttonStyle}">${WORDS.confirm}</a>
		</p>
		<p style="margin:0 0 16px;color:#52525b">${WORDS.confirmHint}</p>
		<p style="margin:0 0 4px">
			<a href="${safeHref(links.correct)}" style="${buttonStyle}">${WORDS.correct}</a>
		</p>
		<p style="margin:0 0 16px;color:#52525b">${WORDS.correctHint}</p>
		<p style="margin:0 0 16px;color:#52525b">${WORDS.linkNote(links.days)}</p>
		<h2 style="font-size:16px;margin:0 0 8px">${WORDS.linesHeading}</h2>
		${itemsTable(order)} ${orderFooterHtml(order.number, trackUrl, shop)}`
	return customerOrderMail(
		order.email,
		`${title} - ${shop.name}`,
		{ text, body, attachments: orderLinesAttachments(order) },
		shop,
	)
}
