// Where an order stands. Paid orders move along the customer's guide (Order Received -> In
// Production -> Quality Check -> Shipped); pending_payment, canceled and expired sit outside it.

export const ORDER_STATUSES = [
	'pending_payment',
	'received',
	'in_production',
	'quality_check',
	'shipped',
	'canceled',
	'expired',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
	pending_payment: 'Awaiting Payment',
	received: 'Order Received',
	in_production: 'In Production',
	quality_check: 'Quality Check',
	shipped: 'Shipped',
	canceled: 'Canceled',
	expired: 'Expired',
}

/** The steps of the status guide on /track-order, in order. */
export const TRACKING_STEPS = ['received', 'in_production', 'quality_check', 'shipped'] as const
export type TrackingStep = (typeof TRACKING_STEPS)[number]

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
	pending_payment: ['received', 'canceled', 'expired'],
	received: ['in_production', 'canceled'],
	in_production: ['quality_check', 'canceled'],
	quality_check: ['shipped', 'in_production', 'canceled'],
	shipped: [],
	canceled: [],
	expired: [],
}

export function isOrderStatus(value: unknown): value is OrderStatus {
	return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** A status as people read it; a value that is no status is shown as it is. */
export function orderStatusLabel(status: string): string {
	return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status
}

/** Whether an order may move from one status to another (the back office asks this). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
	return NEXT[from].includes(to)
}

/** A paid order that is on the guide (received or later, not canceled). */
export function isOnGuide(status: OrderStatus): status is TrackingStep {
	return (TRACKING_STEPS as readonly string[]).includes(status)
}

export type GuideStep = {
	step: TrackingStep
	label: string
	state: 'done' | 'current' | 'upcoming'
	/** When the order reached this step (ISO-8601), if it has. */
	reachedAt: string | null
}

/**
 * The guide as a customer sees it: every step, marked done / current / upcoming, with the date
 * the order reached it taken from its status history (the latest entry of each status wins).
 * @example guideSteps('in_production', [{ status: 'received', created_at: '2025-01-01T10:00:00Z' }])
 */
export function guideSteps(
	status: OrderStatus,
	history: readonly { status: string; created_at: string }[],
): GuideStep[] {
	const currentIndex = isOnGuide(status) ? TRACKING_STEPS.indexOf(status) : -1
	return TRACKING_STEPS.map((step, index) => {
		const reached = history.filter((entry) => entry.status === step).at(-1)
		const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'
		return {
			step,
			label: ORDER_STATUS_LABELS[step],
			state,
			reachedAt: state === 'upcoming' ? null : (reached?.created_at ?? null),
		}
	})
}
