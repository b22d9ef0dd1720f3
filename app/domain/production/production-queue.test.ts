import { describe, expect, it } from 'vitest'
import { flagCounts, queueFigures, shipByFlag } from './production-queue.ts'

describe('shipByFlag', () => {
	it('is late after the ship-by day, due on it, and nothing before or without a date', () => {
		expect(shipByFlag('2026-11-20', '2026-11-23')).toBe('late')
		expect(shipByFlag('2026-11-23', '2026-11-23')).toBe('due_today')
		expect(shipByFlag('2026-11-24', '2026-11-23')).toBeNull()
		expect(shipByFlag(null, '2026-11-23')).toBeNull()
		// Across a month and a year, string order is day order.
		expect(shipByFlag('2026-12-31', '2027-01-01')).toBe('late')
	})

	it('counts late and due orders', () => {
		expect(flagCounts(['late', null, 'due_today', 'late'])).toEqual({ late: 2, dueToday: 1 })
	})
})

describe('queueFigures', () => {
	it('counts the orders to make by flag and step, and leaves held orders out of them', () => {
		expect(
			queueFigures([
				{ status: 'received', flag: 'late', held: false },
				{ status: 'received', flag: 'late', held: true },
				{ status: 'received', flag: 'due_today', held: true },
				{ status: 'in_production', flag: 'due_today', held: false },
				{ status: 'quality_check', flag: null, held: false },
			]),
		).toEqual({
			total: 3,
			late: 1,
			dueToday: 1,
			byStep: [
				{ step: 'received', count: 1 },
				{ step: 'in_production', count: 1 },
				{ step: 'quality_check', count: 1 },
			],
			held: 2,
		})
	})

	it('is all zeros for an empty queue or one of held orders only', () => {
		const zeros = [
			{ step: 'received', count: 0 },
			{ step: 'in_production', count: 0 },
			{ step: 'quality_check', count: 0 },
		]
		expect(queueFigures([])).toEqual({ total: 0, late: 0, dueToday: 0, byStep: zeros, held: 0 })
		expect(queueFigures([{ status: 'received', flag: 'late', held: true }])).toEqual({
			total: 0,
			late: 0,
			dueToday: 0,
			byStep: zeros,
			held: 1,
		})
	})
})
