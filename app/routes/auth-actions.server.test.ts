import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './auth-actions.server.ts'

const SITE = 'https://shop.test'

describe('safeRedirectPath', () => {
	it('keeps paths on this site', () => {
		expect(safeRedirectPath('/account')).toBe('/account')
		expect(safeRedirectPath('/checkout?step=2')).toBe('/checkout?step=2')
		expect(safeRedirectPath('/')).toBe('/')
	})

	it('refuses anything that could leave the site', () => {
		for (const target of [
			'//evil.test',
			'/\\evil.test',
			'/\t/evil.example/x',
			'/\n/x',
			'/\r/x',
			'/\x0b/x',
			'/ /x',
			'/a b',
			'/\u00a0/x',
			'/\u2028/x',
			'https://evil.test',
			'javascript:alert(1)',
			'',
			null,
		])
			expect(safeRedirectPath(target), JSON.stringify(target)).toBe('/')
		expect(safeRedirectPath('//evil.test', '')).toBe('')
	})

	it('answers a same-site path a Location header can carry, or the fallback (property)', () => {
		// Strings built to look like paths: '/', then characters that matter to URL parsers.
		const tricky = fc.constantFrom(
			'/',
			'\\',
			'\t',
			'\n',
			'\r',
			'\x0b',
			'\f',
			' ',
			'\0',
			'.',
			':',
			'@',
			'?',
			'#',
			'%',
			'\u00a0',
			'\u2028',
			'\x7f',
			'é',
			'evil.test',
		)
		const pathish = fc
			.array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 8 })
			.map((parts) => `/${parts.join('')}`)
		fc.assert(
			fc.property(fc.oneof(pathish, fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
				const to = safeRedirectPath(value)
				if (to === '/') return
				expect(to).toBe(value)
				expect(new URL(to, SITE).origin).toBe(SITE)
				// A Location header carries it as written: no control, space or non-ASCII character.
				expect(to).toMatch(/^[\x21-\x7e]+$/)
				expect(to).not.toMatch(/^\/[/\\]/)
				expect(new Headers({ Location: to }).get('Location')).toBe(to)
			}),
			{ numRuns: 5000 },
		)
	})
})
