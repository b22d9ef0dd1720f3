const dollarsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** Formats integer cents as dollars with two decimals, e.g. 10216 -> "$102.16". */
export function formatCents(cents: number): string {
	const sign = cents < 0 ? '-' : ''
	const abs = Math.abs(cents)
	const dollars = dollarsFormat.format(Math.floor(abs / 100))
	return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`
}
