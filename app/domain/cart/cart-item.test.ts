import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import { cartItemSchema } from '#app/domain/cart/cart-item-schema.ts'
import {
	cartItemToConfig,
	readCartItem,
	repriceCartItem,
	toCartItem,
	type CartItem,
} from '#app/domain/cart/cart-item.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import { lineTotalCents } from '#app/domain/order/pricing.ts'

const meta = { id: '1718000000000-0.42', timestamp: '2025-06-10T12:00:00.000Z' }

const configs: fc.Arbitrary<ScreenConfig> = fc.record({
	width: fc.integer({ min: 6, max: 48 }),
	widthSixteenths: fc.integer({ min: 0, max: 15 }),
	height: fc.integer({ min: 6, max: 72 }),
	heightSixteenths: fc.integer({ min: 0, max: 15 }),
	quantity: fc.integer({ min: 1, max: 20 }),
})

describe('toCartItem', () => {
	test('the issue example: 30 7/16 x 40, quantity 2', () => {
		const config = { width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 0, quantity: 2 }
		expect(toCartItem(config, meta)).toEqual({
			id: meta.id,
			width: 30,
			widthFraction: 0.4375,
			height: 40,
			heightFraction: 0,
			quantity: 2,
			price: 5100,
			timestamp: meta.timestamp,
		})
	})

	test('property: price is the exact whole-cent unit price, and it round-trips to the config', () => {
		fc.assert(
			fc.property(configs, (config) => {
				const item = toCartItem(config, meta)
				expect(Number.isInteger(item.price)).toBe(true)
				expect(item.price * item.quantity).toBe(lineTotalCents(config))
				expect(cartItemSchema.parse(item)).toEqual(item)
				expect(cartItemToConfig(item)).toEqual(config)
				expect(cartItemToConfig(JSON.parse(JSON.stringify(item)))).toEqual(config)
			}),
		)
	})
})

describe('cartItemSchema', () => {
	const item: CartItem = toCartItem(
		{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 3, quantity: 2 },
		meta,
	)

	test.each([
		['width below 6', { width: 5 }],
		['width above 48', { width: 49 }],
		['height above 72', { height: 73 }],
		['a fraction that is not sixteenths', { widthFraction: 0.3 }],
		['a fraction of a whole inch', { heightFraction: 1 }],
		['quantity 0', { quantity: 0 }],
		['quantity 21', { quantity: 21 }],
		['a fractional price', { price: 5100.5 }],
		['a zero price', { price: 0 }],
		['an empty id', { id: ' ' }],
		['a timestamp that is not ISO-8601', { timestamp: 'yesterday' }],
		['a missing field', { timestamp: undefined }],
	])('rejects %s', (_label, change) => {
		expect(cartItemSchema.safeParse({ ...item, ...change }).success).toBe(false)
		expect(readCartItem({ ...item, ...change })).toBeNull()
	})

	test('accepts the extremes of every range', () => {
		for (const change of [
			{ width: 6, height: 6, widthFraction: 0, heightFraction: 0, quantity: 1 },
			{ width: 48, height: 72, widthFraction: 15 / 16, heightFraction: 15 / 16, quantity: 20 },
		]) {
			expect(cartItemSchema.safeParse({ ...item, ...change }).success).toBe(true)
			expect(readCartItem({ ...item, ...change })).toEqual({ ...item, ...change })
		}
	})
})

describe('readCartItem (the browser, without zod)', () => {
	const valid = toCartItem(
		{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 3, quantity: 2 },
		meta,
	)
	const number = fc.oneof(
		fc.integer({ min: -2, max: 80 }),
		fc.integer({ min: -2, max: 17 }).map((k) => k / 16),
		fc.double(),
		fc.constantFrom(-0, 0.5, 5100, 5100.5, Number.MAX_SAFE_INTEGER + 1, Infinity, Number.NaN),
		fc.constantFrom('30', '', null, true, [6], {}),
	)
	const id = fc.oneof(
		fc.string({ maxLength: 8 }),
		fc.constantFrom(' a ', '\u00a0b\u2028', 'a\u0000b', 'a\u0085', '\t', 'x'.repeat(100)),
		fc.constantFrom(` ${'y'.repeat(100)} `, 'z'.repeat(101), 42),
	)
	const timestamp = fc.oneof(
		fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
		fc.constantFrom(
			'2024-02-29T00:00:00Z',
			'2023-02-29T00:00:00Z',
			'2025-06-10T12:00Z',
			'2025-06-10T12:00:00.123456Z',
			'2025-06-10T12:00:00+02:00',
			'2025-06-10t12:00:00z',
			'2025-06-10 12:00:00Z',
			'2025-06-10T24:00:00Z',
			'',
			1718000000000,
		),
	)
	// Mostly the valid value, so that rows with one or two bad fields (and wholly valid ones)
	// are common; undefined stands for a missing field.
	const field = <T>(validValue: unknown, values: fc.Arbitrary<T>) =>
		fc.oneof(
			{ arbitrary: fc.constant(validValue), weight: 6 },
			{ arbitrary: fc.option(values, { nil: undefined }), weight: 1 },
		)
	const label = fc.oneof(
		fc.string({ maxLength: 45 }),
		fc.constantFrom(
			'Kitchen left',
			'  Kitchen left  ',
			'   ',
			'',
			'a\u0000b',
			'Bath\u0085',
			'\tDen',
			'x'.repeat(40),
			` ${'x'.repeat(40)} `,
			'x'.repeat(41),
			'Ünïcødé 🪟',
			'Den\u001b[31m',
			'\u202Enehctik',
			'Bath\u2069',
			'\u202A',
			'\u2029',
			42,
			null,
		),
	)
	const rows = fc.record({
		label: fc.option(label, { nil: undefined }),
		id: field(valid.id, id),
		width: field(valid.width, number),
		widthFraction: field(valid.widthFraction, number),
		height: field(valid.height, number),
		heightFraction: field(valid.heightFraction, number),
		quantity: field(valid.quantity, number),
		price: field(valid.price, number),
		timestamp: field(valid.timestamp, timestamp),
		extra: fc.option(fc.string(), { nil: undefined }),
	})

	test('property: the same answer as cartItemSchema for any stored row', () => {
		let accepted = 0
		fc.assert(
			fc.property(fc.oneof({ arbitrary: rows, weight: 9 }, fc.anything()), (row) => {
				const parsed = cartItemSchema.safeParse(row)
				expect(readCartItem(row)).toEqual(parsed.success ? parsed.data : null)
				if (parsed.success) accepted++
			}),
			{ numRuns: 2000 },
		)
		// The rows must test both answers, not only refusals.
		expect(accepted).toBeGreaterThan(200)
		expect(accepted).toBeLessThan(1800)
	})
})

describe('labels', () => {
	test('a label is trimmed, a blank one dropped, and both validators agree', () => {
		const item = toCartItem(
			{ width: 30, widthSixteenths: 7, height: 40, heightSixteenths: 3, quantity: 2 },
			meta,
		)
		expect(readCartItem({ ...item, label: '  Kitchen left ' })).toEqual({
			...item,
			label: 'Kitchen left',
		})
		expect(cartItemSchema.parse({ ...item, label: '  Kitchen left ' }).label).toBe('Kitchen left')
		expect(readCartItem({ ...item, label: '  ' })).toEqual(item)
		expect(cartItemSchema.parse({ ...item, label: '  ' }).label).toBeUndefined()
		for (const bad of ['x'.repeat(41), 'a\nb', 'a\u001bb', '\u202Eab', 7]) {
			expect(readCartItem({ ...item, label: bad })).toBeNull()
			const parsed = cartItemSchema.safeParse({ ...item, label: bad })
			expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([SCREEN_LABEL_MESSAGE])
		}
	})

	test('toCartItem carries a trimmed label and leaves out a blank one', () => {
		const config = { width: 30, widthSixteenths: 0, height: 40, heightSixteenths: 0, quantity: 1 }
		expect(toCartItem(config, { ...meta, label: ' Den ' }).label).toBe('Den')
		expect('label' in toCartItem(config, { ...meta, label: ' ' })).toBe(false)
	})
})

describe('repriceCartItem', () => {
	test('replaces a price sent by the browser with the rule price', () => {
		const tampered = {
			...toCartItem(
				{ width: 48, widthSixteenths: 0, height: 72, heightSixteenths: 0, quantity: 1 },
				meta,
			),
			price: 1,
		}
		expect(repriceCartItem(tampered)).toEqual({ ...tampered, price: 7600 })
	})
})
