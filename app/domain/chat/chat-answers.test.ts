import { describe, expect, test } from 'vitest'
import { CHAT_LINKS } from '#app/content/words/chat-replies.ts'
import { LIMITS, SHIPPING } from '#app/content/facts/shop-facts.ts'
import {
	deliveryDays,
	deliveryReply,
	sizeProblems,
	sizeReply,
	trackingReply,
} from '#app/domain/chat/chat-answers.ts'
import { findSizeInMessage } from '#app/domain/chat/chat-size.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { ORDER_FORM_MESSAGES } from '#app/content/words/messages/order.ts'
import { validateScreenForm } from '#app/domain/order/order-form.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'

function replyTo(message: string) {
	const found = findSizeInMessage(message)
	if (!found) throw new Error(`no size in ${message}`)
	return sizeReply(found, 'call (800) 555-0142 or e-mail support@signaturescreens.com')
}

const limits = `we make screens ${LIMITS.width.min} to ${LIMITS.width.max} inches wide and ${LIMITS.height.min} to ${LIMITS.height.max} inches tall.`

describe('a named size gets its price from the price rule', () => {
	test('30 x 40 is $51.00 each, plus 8% tax, with a link to the order page', () => {
		expect(unitPriceCents({ width: 30, height: 40 })).toBe(5100)
		expect(replyTo('How much is a 30x40 screen?')).toEqual({
			text: 'A 30" x 40" screen is $51.00 each, plus 8% tax.',
			link: CHAT_LINKS.order,
		})
	})

	test.each([
		['30 x 40', 30, 40],
		['30 by 40 inches', 30, 40],
		['30"x40"', 30, 40],
		['30 × 40', 30, 40],
		['6 x 6', 6, 6],
		['24 x 24', 24, 24],
		['48 x 72', 48, 72],
		['36 x 48', 36, 48],
	])('%j is priced by unitPriceCents', (message, width, height) => {
		const price = formatCents(unitPriceCents({ width, height }))
		expect(replyTo(message).text).toBe(
			`A ${width}" x ${height}" screen is ${price} each, plus 8% tax.`,
		)
	})

	test('a fraction is shown as ordered and does not change the price', () => {
		expect(replyTo('30 1/2 x 40').text).toBe(
			'A 30 1/2" x 40" screen is $51.00 each, plus 8% tax. Fractions of an inch do not change the price.',
		)
		expect(replyTo('48 15/16 x 72 15/16').text).toContain(
			`is ${formatCents(unitPriceCents({ width: 48, height: 72 }))} each`,
		)
	})
})

describe('a size out of range gets the limits instead of a price', () => {
	test('the limits are the order form limits, in whole inches', () => {
		const ok = { widthSixteenths: 0, heightSixteenths: 0 }
		expect(sizeProblems({ ...ok, width: LIMITS.width.min, height: LIMITS.height.min })).toEqual([])
		expect(sizeProblems({ ...ok, width: LIMITS.width.max, height: LIMITS.height.max })).toEqual([])
		expect(sizeProblems({ ...ok, width: LIMITS.width.min - 1, height: 40 })).toEqual(['small'])
		expect(sizeProblems({ ...ok, width: 30, height: LIMITS.height.min - 1 })).toEqual(['small'])
		expect(sizeProblems({ ...ok, width: LIMITS.width.max + 1, height: 40 })).toEqual(['wide'])
		expect(sizeProblems({ ...ok, width: 30, height: LIMITS.height.max + 1 })).toEqual(['tall'])
		expect(sizeProblems({ ...ok, width: 49, height: 73 })).toEqual(['wide', 'tall'])
		expect(sizeProblems({ ...ok, width: 5, height: 73 })).toEqual(['small', 'tall'])
	})

	test('a size is out of range exactly when the order form refuses it for its dimensions', () => {
		const { dimensionsTooSmall, dimensionsTooLarge } = ORDER_FORM_MESSAGES
		for (const width of [0, 5, 6, 7, 47, 48, 49, 72, 73]) {
			for (const height of [0, 5, 6, 7, 47, 48, 49, 72, 73]) {
				const form = validateScreenForm({ width, height, quantity: 1 })
				const refused =
					!form.ok && (form.message === dimensionsTooSmall || form.message === dimensionsTooLarge)
				const size = { width, widthSixteenths: 0, height, heightSixteenths: 0 }
				expect(sizeProblems(size).length > 0, `${width} x ${height}`).toBe(refused)
			}
		}
	})

	test('too small', () => {
		const reply = replyTo('4 x 40')
		expect(reply.text).toBe(
			'A 4" x 40" screen is too small: we make screens 6 to 48 inches wide and 6 to 72 inches tall. For other sizes, call (800) 555-0142 or e-mail support@signaturescreens.com.',
		)
		expect(reply.text).not.toContain('$')
		expect(reply.link).toEqual(CHAT_LINKS.howTo)
	})

	test('too wide, with the hint to give the width first when the other way round fits', () => {
		const reply = replyTo('60 x 40')
		expect(reply.text).toContain(`A 60" x 40" screen is too wide: ${limits}`)
		expect(reply.text).toContain('we make it as 40" x 60" (width first)')
		expect(reply.text).not.toContain('$')
		expect(replyTo('50 x 73').text).not.toContain('width first')
	})

	test('too tall', () => {
		const reply = replyTo('30 x 80')
		expect(reply.text).toContain(`A 30" x 80" screen is too tall: ${limits}`)
		expect(reply.text).not.toContain('width first')
	})

	test('too small and too tall at once names both rules', () => {
		expect(replyTo('4 x 80').text).toContain(`is too small and too tall: ${limits}`)
	})

	test('feet and centimetres are not priced, the bot asks for inches', () => {
		for (const message of ['3 x 4 feet', `2'6" x 3'4"`, '76 x 100 cm']) {
			const reply = replyTo(message)
			expect(reply.text, message).toMatch(/^I price sizes in inches/)
			expect(reply.text, message).not.toContain('$')
			expect(reply.text, message).not.toContain('too ')
		}
		expect(replyTo('76 x 100 cm').text).toContain('looks like centimetres')
	})

	test('a fraction that is not in sixteenths asks for sixteenths', () => {
		expect(replyTo('30 1/3 x 40').text).toMatch(/^We make screens in steps of 1\/16 inch/)
	})
})

describe('the delivery answer on a fixed date', () => {
	// Monday, November 23, 2026 at 10:00 in New York, before the 2 PM cut-off.
	const mondayMorning = new Date('2026-11-23T15:00:00Z')

	test('ships by Wednesday; standard and expedited arrive around Thanksgiving', () => {
		expect(deliveryDays(mondayMorning)).toEqual({
			shipBy: 'Wednesday, November 25',
			// Thursday the 26th is Thanksgiving: not a business day.
			standardArrives: 'Arrives Dec 3 – Dec 7',
			expeditedArrives: 'Arrives Nov 30 – Dec 1',
		})
	})

	test('after the cut-off the order starts the next business day', () => {
		expect(deliveryDays(new Date('2026-11-23T19:00:00Z')).shipBy).toBe('Friday, November 27')
		// Saturday starts Monday.
		expect(deliveryDays(new Date('2026-11-28T15:00:00Z')).shipBy).toBe('Wednesday, December 2')
	})

	test.each([0, 1] as const)('variant %d names both methods, their prices and the dates', (v) => {
		const reply = deliveryReply(mondayMorning, v)
		expect(reply.link).toEqual(CHAT_LINKS.shipping)
		for (const text of [
			'ships by Wednesday, November 25',
			`Standard (${SHIPPING.standard.carrier}, 5-7 business days): $9.95, free on orders of $75.00 or more. Arrives Dec 3 – Dec 7.`,
			`Expedited (${SHIPPING.expedited.carrier}, 2-3 business days): $24.95. Arrives Nov 30 – Dec 1.`,
			'2-3 business days',
		]) {
			expect(reply.text).toContain(text)
		}
	})

	test('the two variants differ', () => {
		expect(deliveryReply(mondayMorning, 0).text).not.toBe(deliveryReply(mondayMorning, 1).text)
	})

	test('the tracking answer links to order tracking and names the ship-by day', () => {
		const reply = trackingReply(mondayMorning)
		expect(reply.link).toEqual(CHAT_LINKS.track)
		expect(reply.text).toContain('ships by Wednesday, November 25')
	})
})
