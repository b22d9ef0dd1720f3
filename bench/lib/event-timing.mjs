// Reading the Event Timing API's entries (what INP is made of) for `npm run bench:interactions`.
// The page records every 'event' entry of 16 ms or more and the 'first-input' entry (reported
// whatever its length) as plain objects; `firstInteraction` turns them into one tap's latency.
import { medianAndRange } from './stats.mjs'

/**
 * Installed in the page before any of its own scripts (Playwright's addInitScript): records the
 * entries in window.__interactionBench, and at the first pointerdown whether React had hydrated
 * the element tapped (React keeps a __reactProps$ key on each element it has hydrated) and
 * whether that element was disabled. Runs in the browser: no references outside itself.
 */
export function recordInteractions() {
	const record = { entries: [], tap: undefined }
	Object.defineProperty(window, '__interactionBench', { value: record })
	const keep = (list) => {
		for (const entry of list.getEntries()) {
			const { entryType, name, startTime, duration, processingStart, processingEnd } = entry
			const { interactionId } = entry
			record.entries.push({
				entryType,
				name,
				startTime,
				duration,
				processingStart,
				processingEnd,
				interactionId,
			})
		}
	}
	new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 })
	new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
	const hydrated = (element) => {
		for (let node = element; node; node = node.parentElement) {
			if (Object.keys(node).some((key) => key.startsWith('__reactProps$'))) return true
			if (node.matches('button, a, select, input, label')) return false
		}
		return false
	}
	addEventListener(
		'pointerdown',
		(event) => {
			const target = event.target instanceof Element ? event.target : undefined
			record.tap ??= {
				at: event.timeStamp,
				hydrated: target ? hydrated(target) : false,
				disabled: Boolean(target?.closest(':disabled')),
			}
		},
		{ capture: true },
	)
}

/**
 * The first interaction among `entries` (by start time), as web-vitals' INP attribution splits
 * it: latency (the longest of its events' durations), input delay (start to the first handler),
 * processing (first handler start to last handler end) and presentation delay (the rest, up to
 * the next paint). Without an 'event' entry (every event under 16 ms) the 'first-input' entry
 * stands in; undefined when there is neither.
 */
export function firstInteraction(entries) {
	const events = entries.filter((entry) => entry.entryType === 'event' && entry.interactionId > 0)
	const first = events.reduce((a, b) => (b.startTime < a.startTime ? b : a), events[0])
	const group = first
		? events.filter((entry) => entry.interactionId === first.interactionId)
		: entries.filter((entry) => entry.entryType === 'first-input').slice(0, 1)
	if (group.length === 0) return undefined
	const startTime = Math.min(...group.map((entry) => entry.startTime))
	const latency = Math.max(...group.map((entry) => entry.duration))
	const processingStart = Math.min(...group.map((entry) => entry.processingStart))
	const processingEnd = Math.max(...group.map((entry) => entry.processingEnd))
	return {
		events: [...new Set(group.map((entry) => entry.name))],
		startTime,
		latency,
		inputDelay: processingStart - startTime,
		processing: processingEnd - processingStart,
		presentationDelay: Math.max(0, startTime + latency - processingEnd),
	}
}

/**
 * The bench's table: per page, the tap's time after navigation start and the interaction's
 * figures as median (range) over the runs that recorded one, and in how many runs the control
 * was hydrated or still disabled when tapped, and how long after the tap its answer showed
 * (where the bench looks for one). `rows`: { path, control, runs: [{ interaction, tap, answerAfter }] }.
 */
export function interactionTable(rows) {
	const header = [
		'page',
		'control',
		'tap at',
		'latency',
		'input delay',
		'processing',
		'presentation',
		'hydrated at tap',
		'disabled at tap',
		'answer after tap',
	]
	const lines = rows.map(({ path, control, runs }) => {
		const measured = runs.map((run) => run.interaction).filter(Boolean)
		const figure = (pick) => medianAndRange(measured.map(pick))
		const count = (pick) => `${runs.filter(pick).length} of ${runs.length}`
		const unrecorded = runs.length - measured.length
		return [
			path,
			control,
			medianAndRange(runs.map((run) => run.tap?.at ?? run.interaction?.startTime ?? Number.NaN)),
			`${figure((i) => i.latency)}${unrecorded ? `, ${unrecorded} not recorded` : ''}`,
			figure((i) => i.inputDelay),
			figure((i) => i.processing),
			figure((i) => i.presentationDelay),
			count((run) => run.tap?.hydrated),
			count((run) => run.tap?.disabled),
			runs.some((run) => run.answerAfter !== undefined)
				? medianAndRange(runs.map((run) => run.answerAfter).filter((after) => after !== undefined))
				: '-',
		]
	})
	return [header, lines]
}
