import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './auth-actions.server.ts'

describe('safeRedirectPath', () => {
	it('keeps paths on this site', () => {
		expect(safeRedirectPath('/account')).toBe('/account')
		expect(safeRedirectPath('/checkout?step=2')).toBe('/checkout?step=2')
	})

	it('refuses anything that could leave the site', () => {
		for (const target of [
			'//evil.test',
			'/\\evil.test',
			'https://evil.test',
			'javascript:alert(1)',
			'',
			null,
		])
			expect(safeRedirectPath(target)).toBe('/')
		expect(safeRedirectPath('//evil.test', '')).toBe('')
	})
})
