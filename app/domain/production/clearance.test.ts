import { describe, expect, it } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { CLEARANCE } from '#app/content/facts/workshop-rules.ts'
import { finishedSize, formatClearance, isClearance, orderClearance } from './clearance.ts'

const size = (
	width: number,
	widthSixteenths: number,
	height: number,
	heightSixteenths: number,
) => ({
	width,
	widthSixteenths,
	height,
	heightSixteenths,
})

describe('finishedSize', () => {
	it('takes the clearance off the width and off the height', () => {
		expect(finishedSize(size(30, 8, 40, 4), 2)).toEqual(size(30, 6, 40, 2))
	})

	it('borrows from the whole inches when the fraction is smaller than the clearance', () => {
		expect(finishedSize(size(30, 0, 40, 1), 2)).toEqual(size(29, 14, 39, 15))
	})

	it('leaves the size as it is with no clearance', () => {
		expect(finishedSize(size(30, 7, 40, 0), 0)).toEqual(size(30, 7, 40, 0))
	})

	it('takes the largest clearance the shop allows', () => {
		expect(finishedSize(size(30, 0, 40, 0), CLEARANCE.maxSixteenths)).toEqual(size(29, 0, 39, 0))
	})

	it('never makes a side smaller than the smallest screen the shop makes', () => {
		const min = size(LIMITS.width.min, 0, LIMITS.height.min, 0)
		expect(finishedSize(min, 2)).toEqual(min)
		expect(finishedSize(size(LIMITS.width.min, 1, LIMITS.height.min, 2), 2)).toEqual(min)
		// Just clear of the minimum: the whole clearance comes off.
		expect(finishedSize(size(LIMITS.width.min, 3, LIMITS.height.min, 3), 2)).toEqual(
			size(LIMITS.width.min, 1, LIMITS.height.min, 1),
		)
	})

	it('refuses a clearance that is not whole sixteenths in range', () => {
		for (const bad of [-1, 1.5, CLEARANCE.maxSixteenths + 1, Number.NaN]) {
			expect(() => finishedSize(size(30, 0, 40, 0), bad)).toThrow(RangeError)
		}
	})
})

describe('isClearance', () => {
	it('accepts 0 to the maximum in whole sixteenths', () => {
		expect([0, 2, CLEARANCE.maxSixteenths].every(isClearance)).toBe(true)
		expect([-1, 0.5, CLEARANCE.maxSixteenths + 1, '2', null].some(isClearance)).toBe(false)
	})
})

describe('orderClearance', () => {
	it('is the stored clearance, and 0 for an order from before it was stored', () => {
		expect(orderClearance(3)).toBe(3)
		expect(orderClearance(0)).toBe(0)
		expect(orderClearance(null)).toBe(0)
	})
})

describe('formatClearance', () => {
	it('writes a fraction alone under an inch', () => {
		expect([0, 1, 2, 3, 8, 16].map(formatClearance)).toEqual([
			'0"',
			'1/16"',
			'1/8"',
			'3/16"',
			'1/2"',
			'1"',
		])
		expect(() => formatClearance(17)).toThrow(RangeError)
	})
})
