// One Lighthouse run of one page in an already started Chromium, and what `npm run lighthouse`
// reads from its report.
import lighthouse from 'lighthouse'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, with `headers` (the visitor's
 * session cookie) on every request; tried again when Lighthouse loses the trace.
 */
export async function runLighthouse({ port, url, headers, path }) {
	// Lighthouse occasionally loses the trace (NO_NAVSTART) on a busy machine: try again.
	let lhr
	for (let attempt = 1; attempt <= 3; attempt++) {
		;({ lhr } = await lighthouse(url, {
			port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: CATEGORIES,
			// The visitor's session cookie on every request of the page (Lighthouse clears the
			// origin's own cookies before it loads the page).
			extraHeaders: headers ?? null,
		}))
		if (!lhr.runtimeError) break
		console.log(`${path}: ${lhr.runtimeError.code}, attempt ${attempt} of 3`)
	}
	return lhr
}

/** A category's score out of 100, as text. */
export const score = (lhr, id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100))
/** An audit's figure (ms for timings); NaN when the report has none. */
export const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN

const performanceOf = (lhr) => (lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? 0))

/** The run whose performance score is the median (the lower middle one of an even count). */
export function medianRun(runs) {
	const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))
	return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** One run's figures as 'performance/FCP ms/LCP ms/TBT ms', or why it has none. */
export function runFigures(lhr) {
	if (lhr.runtimeError) return lhr.runtimeError.code
	const timings = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
	return [score(lhr, 'performance'), ...timings.map((id) => Math.round(audit(lhr, id)))].join('/')
}
