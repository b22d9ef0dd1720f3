// Medians, ranges and differences as the browser benches print them: a few runs per page on a
// machine whose neighbours come and go, so each figure goes with the spread it came from.

/** The median of `values` (the mean of the middle two of an even count); NaN when empty. */
export function median(values) {
	if (values.length === 0) return Number.NaN
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const fixed = (value, digits) => {
	const text = value.toFixed(digits)
	// -0 and -0.0 read as a change that is not there.
	return Number(text) === 0 ? (0).toFixed(digits) : text
}

/** '93 (90-95)': the median and, with more than one value, the lowest and highest. '-' if none. */
export function medianAndRange(values, digits = 0) {
	if (values.length === 0) return '-'
	const med = fixed(median(values), digits)
	if (values.length === 1) return med
	return `${med} (${fixed(Math.min(...values), digits)}-${fixed(Math.max(...values), digits)})`
}

/** '+12', '-3.5' or '0': `values`' median minus `reference`'s. '-' when either has none. */
export function medianDifference(values, reference, digits = 0) {
	if (values.length === 0 || reference.length === 0) return '-'
	const text = fixed(median(values) - median(reference), digits)
	return Number(text) > 0 ? `+${text}` : text
}
