// The production queue's rules: which orders the workshop still has to make, how each one
// stands against its ship-by date on the shop's calendar day (app/domain/shipping/ship-by.ts),
// and the queue's figures, which leave out orders held by their fit check (they wait for the
// customer or the owner, not the workshop: docs/decisions/032-fit-check.md).
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

/** A row of the queue as its figures read it. */
export type QueueFigureRow = { status: string; flag: ShipByFlag; held: boolean }

export type QueueFigures = {
	/** Orders the workshop can make: the queue less the held ones. */
	total: number
	late: number
	dueToday: number
	byStep: { step: ProductionStep; count: number }[]
	/** Held by their fit check: shown in the queue, counted in none of the figures above. */
	held: number
}

/**
 * The queue's figures, held orders left out of all but their own count.
 * @example queueFigures([{ status: 'received', flag: 'late', held: true }]) // total 0, late 0, held 1
 */
export function queueFigures(rows: readonly QueueFigureRow[]): QueueFigures {
	const counted = rows.filter((row) => !row.held)
	return {
		total: counted.length,
		...flagCounts(counted.map((row) => row.flag)),
		byStep: PRODUCTION_STEPS.map((step) => ({
			step,
			count: counted.filter((row) => row.status === step).length,
		})),
		held: rows.length - counted.length,
	}
}
