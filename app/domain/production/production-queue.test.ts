import { describe, expect, it } from 'vitest'
import { flagCounts, shipByFlag } from './production-queue.ts'

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
