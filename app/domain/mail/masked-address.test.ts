import { expect, it } from 'vitest'
import { maskEmail } from './masked-address.ts'

it('keeps the first character and the domain, never the rest of the name', () => {
	expect(maskEmail('pat.lee@example.com')).toBe('p•••@example.com')
	expect(maskEmail('p@example.com')).toBe('p•••@example.com')
	expect(maskEmail('a.b@c@example.org')).toBe('a•••@example.org')
})

it('shows nothing of something that is not an address', () => {
	expect(maskEmail('no-at-sign')).toBe('•••')
	expect(maskEmail('@example.com')).toBe('•••')
})
