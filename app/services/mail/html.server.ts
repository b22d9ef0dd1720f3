// A tiny HTML template helper for e-mails: everything interpolated is escaped unless it is
// already SafeHtml (built by `html` itself), so customer input can never become markup.
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'

export class SafeHtml {
	constructor(readonly value: string) {}
	toString(): string {
		return this.value
	}
}

export type HtmlValue =
	SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[]

const ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
}

export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

function render(value: HtmlValue): string {
	if (value instanceof SafeHtml) return value.value
	if (Array.isArray(value)) return value.map(render).join('')
	if (value === null || value === undefined || value === false || value === true) return ''
	return escapeHtml(String(value))
}

/** Tagged template: html`<p>${name}</p>` escapes `name`; nested html`` and arrays are kept. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
	let out = strings[0]!
	values.forEach((value, index) => {
		out += render(value) + strings[index + 1]!
	})
	return new SafeHtml(out)
}

/** A link target, allowed only for web, mail and phone links; anything else becomes "#". */
export function safeHref(url: string): string {
	return /^(https?:|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#'
}

/** Plain text (e.g. a customer's message) as escaped paragraphs that keep its line breaks. */
export function textToHtml(text: string): SafeHtml {
	const paragraphs = text
		.trim()
		.split(/\r?\n\s*\r?\n/)
		.map((paragraph) => html`<p style="margin:0 0 12px">${brLines(paragraph)}</p>`)
	return html`${paragraphs}`
}

function brLines(paragraph: string): SafeHtml[] {
	return paragraph
		.split(/\r?\n/)
		.map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`))
}

/** Who signs an e-mail: the brand, and the company and its address once the owner set it. */
export type MailSender = Pick<ShopIdentity, 'name' | 'legalName' | 'address'>

/**
 * The shop's e-mail frame: a full HTML document with inline styles, which mail clients need,
 * signed with the shop's name (and its legal name and address when set).
 */
export function renderMailDocument({
	title,
	body,
	shop,
}: {
	title: string
	body: SafeHtml
	shop: MailSender
}): string {
	return html`<!doctype html>
		<html lang="en">
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width" />
				<title>${title}</title>
			</head>
			<body
				style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b"
			>
				<div
					style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"
				>
					<h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
					${body}
					<p style="margin:24px 0 0;font-size:12px;color:#71717a">
						${shop.name}${shop.address ? html`<br />${shop.legalName}, ${shop.address}` : null}
					</p>
				</div>
			</body>
		</html>`.value
}
