// Numbers are grouped by hand, not with Intl.NumberFormat: the first Intl formatter a page makes
// loads the browser's locale data, tens of milliseconds of main thread on a phone, and every
// page formats a price.

/**
 * A whole number with US thousands separators.
 * @example formatWholeNumber(1234567) // '1,234,567'
 */
export function formatWholeNumber(value: number): string {
	const sign = value < 0 ? '-' : ''
	return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** Formats integer cents as dollars with two decimals, e.g. 10216 -> "$102.16". */
export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : ''
	const abs = Math.abs(cents)
	const dollars = formatWholeNumber(Math.floor(abs / 100))
	return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Reads an amount of dollars as typed ('12', '12.5', '$1,234.56') into integer cents; null for
 * anything else (more than two decimals, a sign, letters, or more than $10,000,000).
 * @example parseDollars('$1,234.5') // 123450
 */
export function parseDollars(text: string): number | null {
	const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
	if (!match) return null
	const dollars = Number(match[1]!.replace(/,/g, ''))
	const cents = dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'))
	return cents <= 1_000_000_000 ? cents : null
}
