import { describe, expect, it } from 'vitest'
import { formatOrderDate } from '#app/domain/order/order-display.ts'
import { refundAdminLine, refundStatusLines } from './refund-display.ts'

const at = (iso: string) => ({ created_at: iso, updated_at: iso })

describe('refund display', () => {
	it('names the shop day, not the UTC one', () => {
		expect(formatOrderDate('2026-12-05T03:00:00Z')).toBe('December 4, 2026')
		expect(formatOrderDate('2026-12-05T15:00:00Z')).toBe('December 5, 2026')
	})
	it('lists the refunds that went through for the customer', () => {
		expect(
			refundStatusLines([
				{ amount_cents: 1234, status: 'succeeded', ...at('2026-12-04T20:00:00Z') },
				{ amount_cents: 500, status: 'pending', ...at('2026-12-04T20:00:00Z') },
				{ amount_cents: 995, status: 'failed', ...at('2026-12-04T20:00:00Z') },
			]),
		).toEqual(['Refunded $12.34 on December 4, 2026'])
	})
	it('tells the owner of pending and failed ones too', () => {
		expect(
			refundAdminLine({ amount_cents: 500, status: 'pending', ...at('2026-12-04T20:00:00Z') }),
		).toBe('Refund of $5.00 pending since December 4, 2026')
		expect(
			refundAdminLine({
				amount_cents: 500,
				status: 'failed',
				failure_reason: 'expired_or_canceled_card',
				...at('2026-12-04T20:00:00Z'),
			}),
		).toBe('Refund of $5.00 failed: expired_or_canceled_card')
	})
})
