import { describe, expect, it } from 'vitest'
import { isUpstreamNoise } from './build-output.mjs'

describe('isUpstreamNoise', () => {
	it("is React Router's envFile deprecation notice, plain or in colour", () => {
		const notice = 'The `envFile` option is deprecated, please use `envDir: false` instead.'
		expect(isUpstreamNoise(notice)).toBe(true)
		expect(isUpstreamNoise(`\u001b[33m${notice}\u001b[39m`)).toBe(true)
	})

	it('is no other line, warnings and errors above all', () => {
		for (const line of [
			'precompressed 42 files in build/client: 663.0 KB -> 190.4 KB brotli',
			'The `base` option is deprecated',
			'[INEFFECTIVE_DYNAMIC_IMPORT] app/domain/auth/auth-forms.ts is dynamically imported',
			'error during build:',
			'',
		]) {
			expect(isUpstreamNoise(line)).toBe(false)
		}
	})
})
