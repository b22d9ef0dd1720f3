import { describe, expect, it } from 'vitest'
import { escapeHtml, html, renderMailDocument, safeHref, textToHtml } from './html.server.ts'

describe('html', () => {
	it('escapes every interpolated string', () => {
		const name = `<script>alert("x")</script> & 'friends'`
		expect(html`<p title="${name}">${name}</p>`.value).toBe(
			'<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;</p>',
		)
	})

	it('keeps nested templates and arrays as markup, escaping their own values', () => {
		const items = ['a<b', 'c&d'].map((item) => html`<li>${item}</li>`)
		// prettier-ignore
		const list = html`<ul>${items}</ul>`
		expect(list.value).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>')
	})

	it('renders numbers and leaves out null, undefined and booleans', () => {
		expect(html`${250}|${null}|${undefined}|${false}|${true}`.value).toBe('250||||')
	})

	it('does not double-escape', () => {
		expect(escapeHtml('&amp;')).toBe('&amp;amp;')
		expect(html`${html`${'&'}`}`.value).toBe('&amp;')
	})
})

describe('safeHref', () => {
	it('allows web, mail and phone links only', () => {
		expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
		expect(safeHref('mailto:a@b.com')).toBe('mailto:a@b.com')
		expect(safeHref('tel:+18005550142')).toBe('tel:+18005550142')
		expect(safeHref('javascript:alert(1)')).toBe('#')
		expect(safeHref(' JavaScript:alert(1)')).toBe('#')
		expect(safeHref('data:text/html,x')).toBe('#')
	})
})

describe('textToHtml', () => {
	it('turns paragraphs and line breaks of escaped text into markup', () => {
		expect(textToHtml('Hi <there>\nline two\n\nNext').value).toBe(
			'<p style="margin:0 0 12px">Hi &lt;there&gt;<br />line two</p><p style="margin:0 0 12px">Next</p>',
		)
	})
})

describe('renderMailDocument', () => {
	it('wraps the body in a full document with an escaped title', () => {
		const shop = { name: 'Signature Screens', legalName: 'Signature Screens', address: null }
		const doc = renderMailDocument({ title: 'Hello <you>', body: html`<p>Body</p>`, shop })
		expect(doc).toMatch(/^<!doctype html>/)
		expect(doc).toContain('<title>Hello &lt;you&gt;</title>')
		expect(doc).toContain('<p>Body</p>')
		expect(doc).toContain('Signature Screens')
		expect(doc).not.toContain('<br />')
	})

	it("is signed with the shop's legal name and address once they are set, escaped", () => {
		const shop = {
			name: 'Mill <Screens>',
			legalName: 'Mill Screens & Sons LLC',
			address: '120 Mill Street, Dayton, OH 45402',
		}
		const doc = renderMailDocument({ title: 'Hi', body: html`<p>Body</p>`, shop })
		expect(doc).toMatch(
			/Mill &lt;Screens&gt;<br \/>Mill Screens &amp; Sons LLC, 120 Mill Street, Dayton, OH 45402/,
		)
	})
})
