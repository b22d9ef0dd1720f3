import { describe, expect, test } from 'vitest'
import { findSizeInMessage } from '#app/domain/chat/chat-size.ts'
import { screenSize } from '#tests/support/fixtures/screen-size.ts'

const size = (...inches: Parameters<typeof screenSize>) => ({
	kind: 'inches',
	size: screenSize(...inches),
})

describe('a size in inches is read, width first', () => {
	test.each([
		['How much is a 30x40 screen?', size(30, 0, 40, 0)],
		['30 x 40', size(30, 0, 40, 0)],
		['30X40', size(30, 0, 40, 0)],
		['30 by 40 inches', size(30, 0, 40, 0)],
		['30 inches by 40 inches', size(30, 0, 40, 0)],
		['30 1/2 x 40', size(30, 8, 40, 0)],
		['30-1/2 x 40 3/16', size(30, 8, 40, 3)],
		['30 7/8 x 40', size(30, 14, 40, 0)],
		['30"x40"', size(30, 0, 40, 0)],
		["30''x40''", size(30, 0, 40, 0)],
		['a 36” × 48″ screen', size(36, 0, 48, 0)],
		['30 × 40', size(30, 0, 40, 0)],
		['30 * 40', size(30, 0, 40, 0)],
		['30½ x 40¼', size(30, 8, 40, 4)],
		['30.5 x 40.25', size(30, 8, 40, 4)],
		['30 in x 40 in', size(30, 0, 40, 0)],
		['30in by 40in', size(30, 0, 40, 0)],
		['30w x 40h', size(30, 0, 40, 0)],
		['30 wide by 40 tall', size(30, 0, 40, 0)],
		['30 x 40 in my kitchen', size(30, 0, 40, 0)],
		['I need two 30x40 screens', size(30, 0, 40, 0)],
	])('%j', (message, expected) => {
		expect(findSizeInMessage(message)).toEqual(expected)
	})

	test("'tall' or 'high' on the first number puts the height first", () => {
		expect(findSizeInMessage('40 tall by 30 wide')).toEqual(size(30, 0, 40, 0))
		expect(findSizeInMessage('40 high x 30')).toEqual(size(30, 0, 40, 0))
		// Without words the first number is the width, as on the order page.
		expect(findSizeInMessage('40 x 30')).toEqual(size(40, 0, 30, 0))
	})

	test('sizes out of range are still read, so the answer can name the limits', () => {
		expect(findSizeInMessage('4 x 40')).toEqual(size(4, 0, 40, 0))
		expect(findSizeInMessage('60 x 40')).toEqual(size(60, 0, 40, 0))
		expect(findSizeInMessage('30 x 80')).toEqual(size(30, 0, 80, 0))
		expect(findSizeInMessage('0 x 0')).toEqual(size(0, 0, 0, 0))
	})
})

describe('feet and metric sizes are never read as inches', () => {
	test.each([
		['3 x 4 feet', 'feet'],
		['3 ft x 4 ft', 'feet'],
		["3' x 4'", 'feet'],
		['3’ x 4’', 'feet'],
		[`2'6" x 3'4"`, 'feet'],
		['2 ft 6 x 40', 'feet'],
		['30 inches x 4 feet', 'feet'],
		['76 x 100 cm', 'centimetres'],
		['76cm x 100cm', 'centimetres'],
		['76 by 100 centimetres', 'centimetres'],
		['760x1000mm', 'millimetres'],
		['0.8 x 1.2 m', 'metres'],
		['1 x 2 meters', 'metres'],
	])('%j is in %s', (message, unit) => {
		expect(findSizeInMessage(message)).toEqual({ kind: 'other-unit', unit })
	})
})

describe('fractions must be whole sixteenths', () => {
	test.each([
		'30 1/3 x 40',
		'30 3/32 x 40',
		'30 5/4 x 40',
		'30.3 x 40',
		'30 x 40.1',
		'30 1/0 x 40',
	])('%j', (message) => {
		expect(findSizeInMessage(message)).toEqual({ kind: 'not-sixteenths' })
	})
})

describe('what is not a size', () => {
	test.each([
		'How much is a screen?',
		'price for a 30 inch screen',
		'2 x 30 x 40',
		'30 x 40 x 2',
		'Will it arrive in 5 by 7 business days?',
		'Can it ship 3 by 5 pm?',
		'measure to 1/16 inch',
		'1/2 x 40',
		'12345 x 40',
		'order 2 by Friday',
		'30x',
	])('%j', (message) => {
		expect(findSizeInMessage(message)).toBeNull()
	})
})
