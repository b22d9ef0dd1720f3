// Sizes keep each measure on one line and leave the text as it was.
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Sizes } from './sizes.tsx'

const markup = (text: string) => renderToStaticMarkup(<Sizes>{text}</Sizes>)
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"')

test('each measure, fraction and inch mark included, is one unbreakable unit', () => {
	expect(markup('30 5/16" x 40"')).toBe(
		'<span class="whitespace-nowrap">30 5/16&quot;</span> x <span class="whitespace-nowrap">40&quot;</span>',
	)
})

test('the words around the sizes are kept, and the text reads as before', () => {
	const text = 'Unit 3 den, 30 15/16" x 71 1/2", qty 2'
	expect(markup(text)).toContain(
		'Unit 3 den, <span class="whitespace-nowrap">30 15/16&quot;</span>',
	)
	expect(textOf(markup(text))).toBe(text)
	expect(markup('no size here')).toBe('no size here')
})
