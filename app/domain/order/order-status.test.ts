import { describe, expect, it } from 'vitest'
import { canTransition, guideSteps, isOrderStatus, ORDER_STATUS_LABELS } from './order-status.ts'

describe('order status', () => {
	it('shows received as Order Received and knows only its own statuses', () => {
		expect(ORDER_STATUS_LABELS.received).toBe('Order Received')
		expect(isOrderStatus('quality_check')).toBe(true)
		expect(isOrderStatus('paid')).toBe(false)
	})

	it('moves along the guide and never out of a closed state', () => {
		expect(canTransition('pending_payment', 'received')).toBe(true)
		expect(canTransition('received', 'in_production')).toBe(true)
		expect(canTransition('received', 'shipped')).toBe(false)
		expect(canTransition('expired', 'received')).toBe(false)
		expect(canTransition('shipped', 'canceled')).toBe(false)
	})

	it('marks the guide done / current / upcoming with the latest date of each step', () => {
		const history = [
			{ status: 'pending_payment', created_at: '2025-01-01T09:00:00Z' },
			{ status: 'received', created_at: '2025-01-01T10:00:00Z' },
			{ status: 'in_production', created_at: '2025-01-02T10:00:00Z' },
			{ status: 'quality_check', created_at: '2025-01-03T10:00:00Z' },
			{ status: 'in_production', created_at: '2025-01-04T10:00:00Z' },
		]
		expect(guideSteps('in_production', history)).toEqual([
			{
				step: 'received',
				label: 'Order Received',
				state: 'done',
				reachedAt: '2025-01-01T10:00:00Z',
			},
			{
				step: 'in_production',
				label: 'In Production',
				state: 'current',
				reachedAt: '2025-01-04T10:00:00Z',
			},
			{ step: 'quality_check', label: 'Quality Check', state: 'upcoming', reachedAt: null },
			{ step: 'shipped', label: 'Shipped', state: 'upcoming', reachedAt: null },
		])
		expect(guideSteps('canceled', history).every((step) => step.state === 'upcoming')).toBe(true)
	})
})
