import { rowProblemText, type JobListProblemKind } from '#app/content/words/messages/job-list.ts'
import { ORDER_FORM_MESSAGES } from '#app/content/words/messages/order.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { isSixteenths, splitSixteenths, type ScreenConfig } from '#app/domain/order/screen-size.ts'
import { validateScreenForm } from '#app/domain/order/order-form.ts'
import { parseInches } from '#app/domain/measure/parse-inches.ts'
import { isPlainScreenLabel } from '#app/domain/order/screen-label.ts'

// A contractor's job list: rows pasted from a spreadsheet (tab separated) or a .csv file (comma
// separated, RFC 4180 quotes), one opening a row. Columns: label, width, height, quantity; or the
// template's label, width, width fraction, height, height fraction, quantity. A header row is
// recognised by its words and may be left out; with a header the columns may come in any order.
// Widths and heights are read by parseInches ("30 5/16", "30-5/16", "30.3125", 30 5/16")
// and then checked with the /order rules (validateScreenForm), so a row is refused for exactly
// what Add to Cart refuses, in the same words. Row numbers are the spreadsheet's: the line a
// row starts on in the pasted text, counting the header and blank lines.

export type JobLine = ScreenConfig & {
	/** The row's number in the list as pasted (1 is the first line). */
	row: number
	label: string
}

export type JobListProblem = { row: number; kind: JobListProblemKind; message: string }
export type ParsedJobList = { lines: JobLine[]; problems: JobListProblem[] }

type Column =
	'label' | 'width' | 'widthFraction' | 'height' | 'heightFraction' | 'quantity' | 'ignore'

const FOUR: Column[] = ['label', 'width', 'height', 'quantity']
const SIX: Column[] = ['label', 'width', 'widthFraction', 'height', 'heightFraction', 'quantity']

/** Header words, lower case without spaces, dashes or underscores. */
const HEADER_WORDS: Record<string, Column> = {
	label: 'label',
	name: 'label',
	location: 'label',
	opening: 'label',
	room: 'label',
	width: 'width',
	widthinches: 'width',
	w: 'width',
	widthfraction: 'widthFraction',
	widthsixteenths: 'widthFraction',
	height: 'height',
	heightinches: 'height',
	h: 'height',
	heightfraction: 'heightFraction',
	heightsixteenths: 'heightFraction',
	quantity: 'quantity',
	qty: 'quantity',
	count: 'quantity',
}

/** Records of a delimited text with the line each starts on; quotes as RFC 4180. */
export function splitRecords(text: string): { line: number; cells: string[] }[] {
	const delimiter = text.includes('\t') ? '\t' : ','
	const records: { line: number; cells: string[] }[] = []
	let cells: string[] = []
	let cell = ''
	let quoted = false
	let line = 1
	let start = 1
	const endRecord = () => {
		cells.push(cell)
		records.push({ line: start, cells })
		cells = []
		cell = ''
	}
	for (let i = 0; i < text.length; i++) {
		const char = text[i]
		if (quoted) {
			if (char === '"') {
				if (text[i + 1] === '"') {
					cell += '"'
					i++
				} else quoted = false
			} else {
				if (char === '\n') line++
				cell += char
			}
		} else if (char === '"' && cell.trim() === '') {
			quoted = true
			cell = ''
		} else if (char === delimiter) {
			cells.push(cell)
			cell = ''
		} else if (char === '\n' || char === '\r') {
			if (char === '\r' && text[i + 1] === '\n') i++
			endRecord()
			line++
			start = line
		} else cell += char
	}
	if (cell !== '' || cells.length > 0) endRecord()
	return records
}

function headerColumns(cells: string[]): Column[] | null | 'bad' {
	const named = cells.map(
		(cell) =>
			HEADER_WORDS[
				cell
					.trim()
					.toLowerCase()
					.replace(/[\s_\-()"]/g, '')
			],
	)
	// A header names a size column; a data row never has a word there.
	if (!named.some((column) => column === 'width' || column === 'height')) return null
	if (!named.includes('width') || !named.includes('height')) return 'bad'
	// Unknown headings are ignored, not read as labels.
	return named.map((column) => column ?? 'ignore')
}

/** A fraction column: sixteenths as a whole number 0-15, or a fraction of an inch ("5/16"). */
function readFraction(text: string): number | 'invalid' {
	const trimmed = text.trim()
	if (trimmed === '') return 0
	if (/^\d{1,2}$/.test(trimmed)) {
		const sixteenths = Number(trimmed)
		return isSixteenths(sixteenths) ? sixteenths : 'invalid'
	}
	if (!trimmed.includes('/')) return 'invalid'
	const parsed = parseInches(trimmed)
	return parsed.ok && isSixteenths(parsed.sixteenths) ? parsed.sixteenths : 'invalid'
}

/** A size in whole inches and sixteenths, or why it is not one, for validateScreenForm. */
function readSize(text: string, fraction: string): { inches: string; sixteenths: string } {
	const parsed = parseInches(text)
	const extra = readFraction(fraction)
	if (!parsed.ok || extra === 'invalid') {
		return { inches: text.trim() === '' ? '' : 'invalid', sixteenths: '' }
	}
	const { inches, sixteenths } = splitSixteenths(parsed.sixteenths + extra)
	return { inches: String(inches), sixteenths: String(sixteenths) }
}

const KIND_OF_MESSAGE = new Map<string, JobListProblemKind>([
	[ORDER_FORM_MESSAGES.invalidSpecifications.description, 'invalidSpecifications'],
	[ORDER_FORM_MESSAGES.dimensionsTooSmall.description, 'dimensionsTooSmall'],
	[ORDER_FORM_MESSAGES.dimensionsTooLarge.description, 'dimensionsTooLarge'],
	[ORDER_FORM_MESSAGES.invalidQuantity.description, 'invalidQuantity'],
])

/**
 * Reads a pasted or uploaded job list. Every row is either a line or a problem; never throws.
 * @example parseJobList('Kitchen\t30 5/16\t40\t2').lines[0]
 * // { row: 1, label: 'Kitchen', width: 30, widthSixteenths: 5, height: 40, heightSixteenths: 0, quantity: 2 }
 */
export function parseJobList(text: string): ParsedJobList {
	const lines: JobLine[] = []
	const problems: JobListProblem[] = []
	const problem = (row: number, kind: JobListProblemKind) =>
		problems.push({ row, kind, message: rowProblemText(row, kind) })
	if (text.length > JOB_LIST_LIMITS.characters) {
		problem(0, 'tooLong')
		return { lines, problems }
	}

	const records = splitRecords(text.replace(/^\uFEFF/, '')).filter((record) =>
		record.cells.some((cell) => cell.trim() !== ''),
	)
	let columns: Column[] | null = null
	let dataRows = 0
	for (const [index, record] of records.entries()) {
		// Spreadsheets pad short rows with empty cells; they are not columns. A missing quantity
		// is 1, as on /order.
		const cells = [...record.cells]
		while (cells.length > 1 && cells[cells.length - 1]?.trim() === '') cells.pop()
		if (index === 0) {
			const header = headerColumns(cells)
			if (header === 'bad') {
				problem(record.line, 'header')
				return { lines, problems }
			}
			if (header) {
				columns = header
				continue
			}
		}
		if (++dataRows > JOB_LIST_LIMITS.rows) {
			problem(record.line, 'tooManyRows')
			break
		}
		const layout = columns ?? (cells.length <= 4 ? FOUR : cells.length <= 6 ? SIX : null)
		if (!layout || (columns && cells.length > columns.length)) {
			problem(record.line, 'columns')
			continue
		}
		const value: Partial<Record<Column, string>> = {}
		layout.forEach((column, at) => {
			value[column] = cells[at]?.trim() ?? ''
		})
		// A cell's line breaks and tabs read as spaces; then the one label rule (screen-label.ts).
		const label = (value.label ?? '').replace(/\s+/g, ' ')
		if (!isPlainScreenLabel(label)) {
			problem(record.line, 'label')
			continue
		}
		const width = readSize(value.width ?? '', value.widthFraction ?? '')
		const height = readSize(value.height ?? '', value.heightFraction ?? '')
		const checked = validateScreenForm({
			width: width.inches,
			widthSixteenths: width.sixteenths,
			height: height.inches,
			heightSixteenths: height.sixteenths,
			quantity: value.quantity ?? '',
		})
		if (!checked.ok) {
			problem(
				record.line,
				KIND_OF_MESSAGE.get(checked.message.description) ?? 'invalidSpecifications',
			)
			continue
		}
		lines.push({ row: record.line, label, ...checked.config })
	}
	if (lines.length === 0 && problems.length === 0) problem(0, 'empty')
	return { lines, problems }
}
