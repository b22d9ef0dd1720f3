import { describe, expect, it } from 'vitest'
import { clearanceSentence } from './clearance.ts'

describe('clearanceSentence', () => {
	it('names the clearance the screen is made smaller by', () => {
		expect(clearanceSentence(2)).toBe(
			'Measure the opening; we make the screen 1/8" smaller in width and height so it fits.',
		)
		expect(clearanceSentence(3)).toContain('3/16" smaller')
	})

	it('says the screen is made to the opening with no clearance', () => {
		expect(clearanceSentence(0)).toBe(
			'Measure the opening; we make the screen to exactly that size.',
		)
	})
})
