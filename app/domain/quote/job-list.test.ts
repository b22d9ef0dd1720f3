import { describe, expect, it } from 'vitest'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import { JOB_LIST_LIMITS } from './job-list-limits.ts'
import { parseJobList, splitRecords } from './job-list.ts'

describe('parseJobList', () => {
	it('reads tab-separated rows pasted from a spreadsheet, every size notation', () => {
		const parsed = parseJobList(
			['Kitchen\t30 5/16\t40\t2', 'Bath\t30-5/16\t40.5\t1', 'Den\t30.3125"\t24\t'].join('\n'),
		)
		expect(parsed.problems).toEqual([])
		expect(parsed.lines).toEqual([
			{
				row: 1,
				label: 'Kitchen',
				width: 30,
				widthSixteenths: 5,
				height: 40,
				heightSixteenths: 0,
				quantity: 2,
			},
			{
				row: 2,
				label: 'Bath',
				width: 30,
				widthSixteenths: 5,
				height: 40,
				heightSixteenths: 8,
				quantity: 1,
			},
			{
				row: 3,
				label: 'Den',
				width: 30,
				widthSixteenths: 5,
				height: 24,
				heightSixteenths: 0,
				quantity: 1,
			},
		])
	})

	it('reads a CSV file with a header, quoted labels, CRLF and a byte-order mark', () => {
		const parsed = parseJobList(
			'\uFEFFLabel,Width,Height,Quantity\r\n"Unit 4B, kitchen",30,40,3\r\n"Say ""hi""",12,12,1\r\n',
		)
		expect(parsed.problems).toEqual([])
		expect(parsed.lines.map((line) => [line.row, line.label, line.quantity])).toEqual([
			[2, 'Unit 4B, kitchen', 3],
			[3, 'Say "hi"', 1],
		])
	})

	it('reads the template: fraction columns as sixteenths or as a fraction, columns in any order', () => {
		const parsed = parseJobList(
			'quantity,label,width,width fraction,height,height fraction\n2,A,30,5,40,1/2\n1,B,30,,40,0',
		)
		expect(parsed.problems).toEqual([])
		expect(parsed.lines[0]).toMatchObject({
			label: 'A',
			width: 30,
			widthSixteenths: 5,
			heightSixteenths: 8,
			quantity: 2,
		})
		expect(parsed.lines[1]).toMatchObject({ widthSixteenths: 0, heightSixteenths: 0, quantity: 1 })
		// The six-column layout without a header is the template's too.
		expect(parseJobList('A,30,5,40,8,2').lines[0]).toMatchObject({
			widthSixteenths: 5,
			heightSixteenths: 8,
		})
	})

	it('numbers rows as the spreadsheet does, blank lines included, and ignores padding cells', () => {
		const parsed = parseJobList('A,30,40,1,,\n\nB,5,40,1\n')
		expect(parsed.lines.map((line) => line.row)).toEqual([1])
		expect(parsed.problems).toEqual([
			{
				row: 3,
				kind: 'dimensionsTooSmall',
				message: 'Row 3: Width and height must be at least 6 inches.',
			},
		])
	})

	it('holds labels to the one label rule: 40 characters, no control or text-direction characters', () => {
		const parsed = parseJobList(
			[
				`${'x'.repeat(40)},30,40,1`, // 1 fits
				`${'x'.repeat(41)},30,40,1`, // 2 too long
				'Den\u001b[31m,30,40,1', // 3 ESC
				'\u202Enehctik,30,40,1', // 4 right-to-left override
				'Bath\u2066,30,40,1', // 5 isolate
				'"Unit 4B\nkitchen",30,40,1', // 6 a cell's line break is a space
			].join('\n'),
		)
		expect(parsed.lines.map((line) => [line.row, line.label])).toEqual([
			[1, 'x'.repeat(40)],
			[6, 'Unit 4B kitchen'],
		])
		expect(parsed.problems).toEqual(
			[2, 3, 4, 5].map((row) => ({
				row,
				kind: 'label',
				message: `Row ${row}: ${SCREEN_LABEL_MESSAGE}`,
			})),
		)
	})

	it('names every kind of problem with its row and the spec words', () => {
		const parsed = parseJobList(
			[
				'A,30,40,1,2,3,4', // 1 columns
				'B,abc,40,1', // 2 not a number
				'C,5,40,1', // 3 too small
				'D,49,40,1', // 4 too large
				'E,30,73,1', // 5 too large (height)
				'F,30,40,21', // 6 quantity
				`${'x'.repeat(41)},30,40,1`, // 7 label
				'G,30 17/16,40,1', // 8 bad fraction
				'H,,40,1', // 9 empty width
				'I,30,20,0', // 10 quantity 0
			].join('\n'),
		)
		expect(parsed.lines).toEqual([])
		expect(parsed.problems.map((problem) => problem.message)).toEqual([
			'Row 1: Expected the columns label, width, height, quantity.',
			'Row 2: Please ensure all measurements are valid.',
			'Row 3: Width and height must be at least 6 inches.',
			'Row 4: Width can be at most 48 inches and height at most 72 inches.',
			'Row 5: Width can be at most 48 inches and height at most 72 inches.',
			'Row 6: Quantity must be a whole number from 1 to 20.',
			'Row 7: A label is plain text of at most 40 characters, without control or text-direction characters.',
			'Row 8: Please ensure all measurements are valid.',
			'Row 9: Please ensure all measurements are valid.',
			'Row 10: Quantity must be a whole number from 1 to 20.',
		])
		expect(parseJobList('A,30,16,40,0,1').problems[0]?.kind).toBe('invalidSpecifications')
	})

	it('refuses a header without a size column, an empty list and one row too many', () => {
		expect(parseJobList('label,width,qty\nA,30,1').problems).toMatchObject([
			{ row: 1, kind: 'header' },
		])
		expect(parseJobList(' \n\t\n').problems).toMatchObject([
			{
				row: 0,
				kind: 'empty',
				message: 'Paste or upload at least one row: label, width, height, quantity.',
			},
		])
		const rows = Array.from({ length: JOB_LIST_LIMITS.rows + 1 }, (_, i) => `L${i},30,40,1`)
		const parsed = parseJobList(['label,width,height,quantity', ...rows].join('\n'))
		expect(parsed.lines).toHaveLength(JOB_LIST_LIMITS.rows)
		expect(parsed.problems).toMatchObject([{ row: JOB_LIST_LIMITS.rows + 2, kind: 'tooManyRows' }])
	})

	it('refuses a list longer than its character limit as a whole, without reading its rows', () => {
		const list = `Kitchen,30,40,1\n${'x'.repeat(JOB_LIST_LIMITS.characters)}`
		expect(parseJobList(list)).toEqual({
			lines: [],
			problems: [
				{
					row: 0,
					kind: 'tooLong',
					message: 'A job list can be at most 512 KB of text; split it into several quotes.',
				},
			],
		})
	})

	it('keeps a quoted line break inside a cell and counts rows from where a record starts', () => {
		expect(splitRecords('"a\nb",1\nc,2')).toEqual([
			{ line: 1, cells: ['a\nb', '1'] },
			{ line: 3, cells: ['c', '2'] },
		])
	})
})
