import { describe, expect, it } from 'vitest'
import { acceptsGzip } from './stored-page.ts'

describe('acceptsGzip', () => {
	it.each([
		['gzip, deflate, br', true],
		['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
		['GZIP', true],
		['x-gzip', true],
		['*', true],
		['identity', false],
		['br', false],
		['gzip;q=0', false],
		['gzip;q=0, *', false],
		['*;q=0', false],
		['gzip;q=abc', false],
		['', false],
	])('%j -> %s', (header, expected) => {
		expect(acceptsGzip(header)).toBe(expected)
	})

	it('is false without the header', () => {
		expect(acceptsGzip(undefined)).toBe(false)
	})
})
