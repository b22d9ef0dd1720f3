// The production queue's rules: which orders the workshop still has to make, and how each one
// stands against its ship-by date on the shop's calendar day (app/domain/shipping/ship-by.ts).
import type { OrderStatus } from '#app/domain/order/order-status.ts'

/** The statuses of an order the workshop still has to make and ship. */
export const PRODUCTION_STEPS = [
	'received',
	'in_production',
	'quality_check',
] as const satisfies readonly OrderStatus[]
export type ProductionStep = (typeof PRODUCTION_STEPS)[number]

/** late: the ship-by day has passed; due_today: it is today; null: later, or no date. */
export type ShipByFlag = 'late' | 'due_today' | null

/**
 * How an order's ship-by day ('YYYY-MM-DD') stands on the shop's day `today`.
 * @example shipByFlag('2026-11-20', '2026-11-23') // 'late'
 */
export function shipByFlag(shipBy: string | null, today: string): ShipByFlag {
	if (!shipBy) return null
	if (shipBy < today) return 'late'
	return shipBy === today ? 'due_today' : null
}

/** How many orders of a queue are late and due today. */
export function flagCounts(flags: readonly ShipByFlag[]): { late: number; dueToday: number } {
	return {
		late: flags.filter((flag) => flag === 'late').length,
		dueToday: flags.filter((flag) => flag === 'due_today').length,
	}
}
