import { describe, expect, it } from 'vitest'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { checkoutLines, MAX_SCREEN_LINES, type CheckoutItem } from './checkout-lines.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'

const item = (width: number, height: number, quantity = 1, label: string | null = null) =>
	({
		description: 'Custom Window Screen',
		width,
		width_sixteenths: 0,
		height,
		height_sixteenths: 8,
		quantity,
		label,
		unit_price_cents: unitPriceCents({ width, height }),
	}) satisfies CheckoutItem

describe('checkout lines', () => {
	it('gives each item its own line, size and label, while they fit beside the tax line', () => {
		expect(checkoutLines([item(30, 40, 2, 'Kitchen'), item(12, 12)])).toEqual([
			{
				name: 'Custom Window Screen',
				description: '30" x 40 1/2", Kitchen',
				unitAmountCents: 5100,
				quantity: 2,
			},
			{
				name: 'Custom Window Screen',
				description: '12" x 12 1/2"',
				unitAmountCents: 4000,
				quantity: 1,
			},
		])
		const many = Array.from({ length: MAX_SCREEN_LINES }, (_, i) => item(6 + (i % 40), 40))
		expect(checkoutLines(many)).toHaveLength(99)
	})

	it('groups a longer order by unit price, quantities summed, first price first', () => {
		const items = [
			...Array.from({ length: 60 }, () => item(30, 40, 2)),
			...Array.from({ length: 40 }, () => item(12, 12, 1)),
			item(30, 40, 3),
		]
		expect(checkoutLines(items)).toEqual([
			{
				name: 'Custom Window Screen, $51.00 each',
				description: '61 lines of your order at this price; sizes and labels are on your order',
				unitAmountCents: 5100,
				quantity: 123,
			},
			{
				name: 'Custom Window Screen, $40.00 each',
				description: '40 lines of your order at this price; sizes and labels are on your order',
				unitAmountCents: 4000,
				quantity: 40,
			},
		])
	})

	it('fits every size the shop makes: at most 73 unit prices', () => {
		const everySize: CheckoutItem[] = []
		for (let width = LIMITS.width.min; width <= LIMITS.width.max; width++) {
			for (let height = LIMITS.height.min; height <= LIMITS.height.max; height++) {
				everySize.push(item(width, height))
			}
		}
		const lines = checkoutLines(everySize)
		expect(lines).toHaveLength(73)
		expect(lines.length).toBeLessThanOrEqual(MAX_SCREEN_LINES)
		expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(everySize.length)
	})
})
