import { describe, expect, it } from 'vitest'
import { priceJob } from '#app/domain/quote/volume-pricing.ts'
import {
	applyLineEdits,
	changesNothing,
	priceLines,
	type CurrentLine,
	type PriceBasis,
} from './order-change.ts'
import { shipToProblem } from './order-change-address.ts'
import { describeChange } from './order-change-description.ts'

// Prices by the rule (shop-facts.ts PRICING): $40.00 a screen, 24" each way included, 50 cents
// each whole inch beyond; tax 8% half up; standard shipping $9.95 under $75.00, else free;
// expedited $24.95.

function line(id: string, overrides: Partial<CurrentLine> = {}): CurrentLine {
	const quantity = overrides.quantity ?? 1
	const unit = overrides.unit_price_cents ?? 5100
	return {
		id,
		description: 'Custom Window Screen',
		label: null,
		width: 30,
		width_sixteenths: 0,
		height: 40,
		height_sixteenths: 0,
		quantity,
		unit_price_cents: unit,
		line_total_cents: unit * quantity,
		...overrides,
	}
}

const CART: PriceBasis = { shippingMethod: 'standard', discountBasisPoints: null }
const size = (width: number, height: number, widthSixteenths = 0, heightSixteenths = 0) => ({
	width,
	widthSixteenths,
	height,
	heightSixteenths,
})

// Line a was paid at $49.00 (an older price rule), line b is two 24" x 24" at $40.00.
const current = [
	line('a', { unit_price_cents: 4900, label: 'Kitchen' }),
	line('b', { width: 24, height: 24, quantity: 2, unit_price_cents: 4000 }),
]

function ok(result: ReturnType<typeof applyLineEdits>) {
	if (!result.ok) throw new Error(`refused: ${result.field} ${result.message}`)
	return result.order
}

describe('applyLineEdits: repricing to the cent', () => {
	it('prices a new size by the rule and keeps the untouched line at the price paid', () => {
		const order = ok(
			applyLineEdits(current, { lines: [{ itemId: 'a', size: size(30, 38, 0, 7) }] }, CART),
		)
		// 30" x 38 7/16": 6 + 14 inches beyond 24 -> $40.00 + $10.00; b stays 2 x $40.00
		expect(
			order.lines.map((each) => [
				each.itemId,
				each.unitPriceCents,
				each.lineTotalCents,
				each.changed,
			]),
		).toEqual([
			['a', 5000, 5000, ['size']],
			['b', 4000, 8000, []],
		])
		expect(order).toMatchObject({
			screenCount: 3,
			subtotalCents: 13000,
			discountCents: 0,
			taxCents: 1040,
			shippingCents: 0,
			totalCents: 14040,
		})
	})

	it('keeps the unit price paid when only the quantity changes', () => {
		const order = ok(applyLineEdits(current, { lines: [{ itemId: 'a', quantity: 3 }] }, CART))
		expect(order.lines[0]).toMatchObject({
			unitPriceCents: 4900,
			lineTotalCents: 14700,
			changed: ['quantity'],
		})
		// 14 700 + 8 000 = 22 700; tax 1 816
		expect(order.totalCents).toBe(24516)
	})

	it('a new label alone changes no price', () => {
		const order = ok(applyLineEdits(current, { lines: [{ itemId: 'a', label: '  Den  ' }] }, CART))
		expect(order.lines[0]).toMatchObject({ label: 'Den', lineTotalCents: 4900, changed: ['label'] })
		expect(order.totalCents).toBe(12900 + 1032)
		const cleared = ok(applyLineEdits(current, { lines: [{ itemId: 'a', label: '' }] }, CART))
		expect(cleared.lines[0]).toMatchObject({ label: null, changed: ['label'] })
	})

	it('removing a line can bring standard shipping back under the free threshold', () => {
		const order = ok(applyLineEdits(current, { lines: [{ itemId: 'b', remove: true }] }, CART))
		expect(order.removedItemIds).toEqual(['b'])
		// 4 900 + tax 392 + shipping 995
		expect(order).toMatchObject({
			subtotalCents: 4900,
			taxCents: 392,
			shippingCents: 995,
			totalCents: 6287,
		})
	})

	it('expedited shipping costs the same whatever the lines', () => {
		const order = ok(
			applyLineEdits(
				current,
				{ lines: [{ itemId: 'b', remove: true }] },
				{ shippingMethod: 'expedited', discountBasisPoints: null },
			),
		)
		expect(order.totalCents).toBe(4900 + 392 + 2495)
	})

	it("a quote's order keeps the quote's discount, taken off before tax and shipping", () => {
		const quoteLines = [
			line('a', { quantity: 10, unit_price_cents: 5100 }),
			line('b', { width: 24, height: 24, quantity: 5, unit_price_cents: 4000 }),
		]
		const basis: PriceBasis = { shippingMethod: 'standard', discountBasisPoints: 1000 }
		const order = ok(applyLineEdits(quoteLines, { lines: [{ itemId: 'b', quantity: 1 }] }, basis))
		// list 51 000 + 4 000 = 55 000; 10% off 5 500; merchandise 49 500; tax 3 960; free shipping
		expect(order).toMatchObject({
			subtotalCents: 55000,
			discountCents: 5500,
			taxCents: 3960,
			shippingCents: 0,
			totalCents: 53460,
		})
	})

	it('rounds a discount half up to the cent, then tax half up on what is left', () => {
		const one = [line('a', { width: 25, height: 25, unit_price_cents: 4100 })]
		const basis: PriceBasis = { shippingMethod: 'standard', discountBasisPoints: 1250 }
		const order = ok(applyLineEdits(one, { lines: [{ itemId: 'a', label: 'Attic' }] }, basis))
		// 12.5% of 4 100 = 512.5 -> 513; 3 587 x 8% = 286.96 -> 287; shipping 995
		expect(order).toMatchObject({
			discountCents: 513,
			taxCents: 287,
			shippingCents: 995,
			totalCents: 4869,
		})
	})

	it("prices a quote's unchanged lines exactly as the quote was priced (priceJob)", () => {
		const lines = [
			line('a', { quantity: 7 }),
			line('b', { width: 48, height: 72, quantity: 3, unit_price_cents: 7600 }),
		]
		const quoted = priceJob(
			lines.map((each) => ({ width: each.width, height: each.height, quantity: each.quantity })),
			800,
		).totals
		const repriced = priceLines(
			lines.map((each) => ({ quantity: each.quantity, lineTotalCents: each.line_total_cents })),
			{ shippingMethod: 'standard', discountBasisPoints: 800 },
		)
		expect(repriced).toMatchObject({
			subtotalCents: quoted.listSubtotalCents,
			discountCents: quoted.discountCents,
			taxCents: quoted.taxCents,
			shippingCents: quoted.shippingCents,
			totalCents: quoted.totalCents,
		})
	})
})

describe('applyLineEdits: refusals', () => {
	it.each([
		[{ itemId: 'a', size: size(49, 40) }, 'lines.0.width'],
		[{ itemId: 'a', size: size(5, 40) }, 'lines.0.width'],
		[{ itemId: 'a', size: size(30, 40, 16) }, 'lines.0.width'],
		[{ itemId: 'a', size: size(30, 73) }, 'lines.0.height'],
		[{ itemId: 'a', size: size(30, 40, 0, -1) }, 'lines.0.height'],
		[{ itemId: 'a', size: size(30.5, 40) }, 'lines.0.width'],
		[{ itemId: 'a', quantity: 0 }, 'lines.0.quantity'],
		[{ itemId: 'a', quantity: 21 }, 'lines.0.quantity'],
		[{ itemId: 'a', quantity: 1.5 }, 'lines.0.quantity'],
		[{ itemId: 'a', label: 'x'.repeat(41) }, 'lines.0.label'],
		[{ itemId: 'a', label: 'Den\u202Eevil' }, 'lines.0.label'],
		[{ itemId: 'zzz' }, 'lines.0'],
	])('refuses %j (field %s)', (edit, field) => {
		const result = applyLineEdits(current, { lines: [edit] }, CART)
		expect(result).toMatchObject({ ok: false, field })
		expect((result as { message: string }).message.length).toBeGreaterThan(10)
	})

	it('refuses the same line twice, no edits at all, and removing every line (a cancel)', () => {
		expect(
			applyLineEdits(
				current,
				{
					lines: [
						{ itemId: 'a', quantity: 2 },
						{ itemId: 'a', quantity: 3 },
					],
				},
				CART,
			),
		).toMatchObject({ ok: false, field: 'lines.1' })
		expect(applyLineEdits(current, { lines: [] }, CART)).toMatchObject({
			ok: false,
			field: 'lines',
		})
		const all = applyLineEdits(
			current,
			{
				lines: [
					{ itemId: 'a', remove: true },
					{ itemId: 'b', remove: true },
				],
			},
			CART,
		)
		expect(all).toMatchObject({ ok: false, field: 'lines' })
		expect((all as { message: string }).message).toMatch(/cancel/)
	})

	it('sees that edits to the same values change nothing', () => {
		const same = ok(
			applyLineEdits(
				current,
				{ lines: [{ itemId: 'a', size: size(30, 40), quantity: 1, label: 'Kitchen' }] },
				CART,
			),
		)
		expect(changesNothing(same)).toBe(true)
		expect(same.totalCents).toBe(12900 + 1032)
	})
})

describe('shipToProblem and describeChange', () => {
	const address = {
		name: 'Pat Lee',
		line1: '1 Elm St',
		line2: null,
		city: 'Salem',
		state: 'OR',
		postalCode: '97301',
		country: 'US',
	}

	it('takes a whole US address and refuses a partial or foreign one', () => {
		expect(shipToProblem(address)).toBeNull()
		expect(shipToProblem({ ...address, postalCode: '9730' })).toMatch(/ZIP/)
		expect(shipToProblem({ ...address, state: 'XX' })).not.toBeNull()
		expect(shipToProblem({ ...address, line1: '  ' })).not.toBeNull()
		expect(shipToProblem({ ...address, country: 'CA' })).not.toBeNull()
		expect(shipToProblem(null)).not.toBeNull()
	})

	it('says what changed, line by line, and the new address', () => {
		const order = ok(
			applyLineEdits(
				current,
				{
					lines: [
						{ itemId: 'a', size: size(30, 38, 0, 8), label: 'Den' },
						{ itemId: 'b', remove: true },
					],
				},
				CART,
			),
		)
		expect(describeChange(current, order, address)).toEqual([
			'line 1 (Kitchen): size 30" x 40" -> 30" x 38 1/2", label Kitchen -> Den',
			'line 2: removed',
			'ships to 1 Elm St, Salem, OR, 97301',
		])
	})
})
