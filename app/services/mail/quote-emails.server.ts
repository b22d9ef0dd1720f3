// The e-mails of a contractor's job-list quote: the contractor's receipt and the
// shop's notice when it is requested (both with the lines as a CSV file), and the contractor's
// private link once the owner approved it. Everything interpolated goes through html``.
import type { MailAttachment, MailMessage } from '#app/domain/mail/mail-message.ts'
import { formatCents, formatWholeNumber } from '#app/domain/common/money.ts'
import { TAX_LINE_LABEL } from '#app/domain/order/order-display.ts'
import { screenLinesCsv } from '#app/domain/production/screen-lines-csv.ts'
import { formatLongDay } from '#app/domain/shipping/ship-by.ts'
import { shopClock } from '#app/domain/calendar/shop-clock.ts'
import { formatPercent } from '#app/domain/quote/volume-pricing.ts'
import type { QuoteWithLines } from '#app/models/quote/quotes.server.ts'
import { html, renderMailDocument, safeHref, textToHtml, type MailSender } from './html.server.ts'

function totalsLines(quote: QuoteWithLines): string[] {
	return [
		`Screens: ${formatWholeNumber(quote.screen_count)} on ${formatWholeNumber(quote.lines.length)} lines`,
		`Merchandise: ${formatCents(quote.list_subtotal_cents)}`,
		...(quote.discount_cents > 0
			? [
					`Discount (${formatPercent(quote.discount_basis_points)}): -${formatCents(quote.discount_cents)}`,
					`Subtotal: ${formatCents(quote.subtotal_cents)}`,
				]
			: []),
		`${TAX_LINE_LABEL}: ${formatCents(quote.tax_cents)}`,
		`Shipping: ${quote.shipping_cents === 0 ? 'FREE' : formatCents(quote.shipping_cents)}`,
		`Total: ${formatCents(quote.total_cents)}`,
	]
}

function linesHtml(values: string[]) {
	return values.map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`))
}

function linesAttachment(quote: QuoteWithLines): MailAttachment {
	return {
		filename: `quote-${quote.number}.csv`,
		contentType: 'text/csv; charset=utf-8',
		content: screenLinesCsv(quote.lines),
	}
}

/** The contractor's receipt: the number, the totals as priced, the lines attached. */
export function quoteReceivedEmail(quote: QuoteWithLines, shop: MailSender): MailMessage {
	const title = `Quote request ${quote.number} received`
	const intro = `Thank you, ${quote.name}. We received your job list and will review the price. Once it is approved you get an e-mail with a private link to your quote.`
	const totals = totalsLines(quote)
	return {
		to: quote.email,
		subject: `Your quote request ${quote.number}: ${formatWholeNumber(quote.screen_count)} screens - ${shop.name}`,
		text: [title, '', intro, '', ...totals, '', 'Every line is in the attached CSV file.'].join(
			'\n',
		),
		html: renderMailDocument({
			title,
			body: html`<p>${intro}</p>
				<p>${linesHtml(totals)}</p>
				<p>Every line is in the attached CSV file.</p>`,
			shop,
		}),
		attachments: [linesAttachment(quote)],
	}
}

/** The shop's notice: who asked, the totals, where to review it; replying answers the contractor. */
export function quoteNotificationEmail(
	quote: QuoteWithLines,
	{ shopInbox, reviewUrl }: { shopInbox: string; reviewUrl: string },
	shop: MailSender,
): MailMessage {
	const who = `${quote.name}${quote.company ? ` (${quote.company})` : ''}`
	const title = `New job-list quote ${quote.number}`
	const contact = [
		`From: ${who}`,
		`E-mail: ${quote.email}`,
		...(quote.phone ? [`Phone: ${quote.phone}`] : []),
	]
	const totals = totalsLines(quote)
	return {
		to: shopInbox,
		replyTo: quote.email,
		subject: `Job-list quote ${quote.number}: ${formatWholeNumber(quote.screen_count)} screens from ${who}`,
		text: [title, '', ...contact, '', ...totals, '', `Review and approve: ${reviewUrl}`].join('\n'),
		html: renderMailDocument({
			title,
			body: html`<p>${linesHtml(contact)}</p>
				<p>${linesHtml(totals)}</p>
				<p><a href="${safeHref(reviewUrl)}">Review and approve the quote</a></p>`,
			shop,
		}),
		attachments: [linesAttachment(quote)],
	}
}

/** The approved quote: its private link (the only place the token is written), totals, expiry. */
export function quoteApprovedEmail(
	quote: QuoteWithLines,
	{ link }: { link: string },
	shop: MailSender,
): MailMessage {
	const title = `Your quote ${quote.number} is ready`
	const expires = formatLongDay(shopClock(new Date(quote.expires_at)).date)
	const totals = totalsLines(quote)
	const note = quote.owner_note ? ['', 'A note from us:', quote.owner_note] : []
	return {
		to: quote.email,
		subject: `Your quote ${quote.number} is ready - ${shop.name}`,
		text: [
			title,
			'',
			...totals,
			...note,
			'',
			`See your quote (valid until ${expires}): ${link}`,
			'This link is private: anyone who has it can see the quote.',
		].join('\n'),
		html: renderMailDocument({
			title,
			body: html`<p>${linesHtml(totals)}</p>
				${
					quote.owner_note
						? html`<p><strong>A note from us:</strong><br />${textToHtml(quote.owner_note)}</p>`
						: null
				}
				<p><a href="${safeHref(link)}">See your quote</a> (valid until ${expires})</p>
				<p style="color:#52525b">This link is private: anyone who has it can see the quote.</p>`,
			shop,
		}),
		attachments: [linesAttachment(quote)],
	}
}
