import { describe, expect, it } from 'vitest'
import { median, medianAndRange, medianDifference } from './stats.mjs'

describe('median, range and difference', () => {
	it('takes the middle value, or the mean of the middle two', () => {
		expect(median([5, 1, 3])).toBe(3)
		expect(median([4, 1, 3, 2])).toBe(2.5)
		expect(median([])).toBeNaN()
	})

	it('prints the median with the lowest and highest value beside it', () => {
		expect(medianAndRange([93, 90, 95])).toBe('93 (90-95)')
		expect(medianAndRange([0.1234, 0.05], 3)).toBe('0.087 (0.050-0.123)')
		expect(medianAndRange([88])).toBe('88')
		expect(medianAndRange([])).toBe('-')
	})

	it("prints the difference of the medians with its sign, this build's minus the reference's", () => {
		expect(medianDifference([93, 90, 95], [80, 81, 79])).toBe('+13')
		expect(medianDifference([1200, 1300], [1500])).toBe('-250')
		expect(medianDifference([0.1], [0.1], 3)).toBe('0.000')
		expect(medianDifference([0.0001], [0.0002], 3)).toBe('0.000')
		expect(medianDifference([90], [])).toBe('-')
	})
})
