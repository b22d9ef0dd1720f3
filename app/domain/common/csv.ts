// CSV that a spreadsheet opens as data, never as code. Quoting follows RFC 4180; a cell a
// spreadsheet would run as a formula (one starting with = + - @, a tab or a carriage return,
// or their full-width forms) gets a leading single quote, as OWASP's CSV-injection advice says.

export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * The text of a cell, neutralised if a spreadsheet would take it for a formula.
 * @example spreadsheetSafe('=HYPERLINK("http://x")') // '\'=HYPERLINK("http://x")'
 */
export function spreadsheetSafe(text: string): string {
	return FORMULA_START.test(text) ? `'${text}` : text
}

/** One cell, neutralised and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvCell): string {
	if (value === null || value === undefined) return ''
	const text = spreadsheetSafe(String(value))
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows as a CSV document: CRLF after every record, the first row being the header. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
	return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('')
}
