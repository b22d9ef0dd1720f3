import { describe, expect, it } from 'vitest'
import { parseCsv } from '#tests/support/fixtures/admin.ts'
import { csvCell, spreadsheetSafe, toCsv } from './csv.ts'

describe('spreadsheetSafe', () => {
	it.each([
		['=1+1', "'=1+1"],
		['+1 555 0100', "'+1 555 0100"],
		['-2', "'-2"],
		['@SUM(A1:A2)', "'@SUM(A1:A2)"],
		['\t=1', "'\t=1"],
		['\r=1', "'\r=1"],
		['\uFF1D1+1', "'\uFF1D1+1"],
	])('neutralises %j', (input, expected) => {
		expect(spreadsheetSafe(input)).toBe(expected)
	})

	it.each(['Pat Lee', 'pat@example.com', '110.16', '1Z999AA10123456784', '', ' =not first'])(
		'keeps %j as it is',
		(input) => {
			expect(spreadsheetSafe(input)).toBe(input)
		},
	)
})

describe('csvCell', () => {
	it('quotes commas, quotes and line breaks (RFC 4180), doubling inner quotes', () => {
		expect(csvCell('Lee, Pat')).toBe('"Lee, Pat"')
		expect(csvCell('The "big" one')).toBe('"The ""big"" one"')
		expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
		expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`)
	})

	it('writes numbers as they are and nothing for a missing value', () => {
		expect(csvCell(3)).toBe('3')
		expect(csvCell(null)).toBe('')
		expect(csvCell(undefined)).toBe('')
	})
})

describe('toCsv', () => {
	it('ends every record with CRLF and parses back to the same cells, neutralised', () => {
		const rows = [
			['Name', 'Note'],
			['=cmd|"/c calc"!A1', 'a,b'],
			['Pat "P" Lee', 'two\r\nlines'],
		]
		const csv = toCsv(rows)
		expect(csv.endsWith('\r\n')).toBe(true)
		expect(csv.split('\r\n')[0]).toBe('Name,Note')
		expect(parseCsv(csv)).toEqual([
			['Name', 'Note'],
			[`'=cmd|"/c calc"!A1`, 'a,b'],
			['Pat "P" Lee', 'two\r\nlines'],
		])
	})
})
