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
