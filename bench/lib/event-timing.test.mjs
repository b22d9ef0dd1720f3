import { describe, expect, it } from 'vitest'
import { firstInteraction, interactionTable } from './event-timing.mjs'

const entry = (name, startTime, duration, processingStart, processingEnd, interactionId = 7) => ({
	entryType: 'event',
	name,
	startTime,
	duration,
	processingStart,
	processingEnd,
	interactionId,
})

describe('Event Timing entries', () => {
	it("splits the first interaction as INP does: its longest event's duration, delay, handlers, paint", () => {
		const tap = firstInteraction([
			// A later interaction and an event that is not an interaction are left out.
			entry('click', 3000, 400, 3010, 3300, 9),
			entry('pointerover', 1000, 200, 1001, 1002, 0),
			entry('pointerdown', 2000, 96, 2060, 2070),
			entry('pointerup', 2004, 120, 2070, 2100),
			entry('click', 2005, 112, 2100, 2110),
		])
		expect(tap).toEqual({
			events: ['pointerdown', 'pointerup', 'click'],
			startTime: 2000,
			latency: 120,
			inputDelay: 60,
			processing: 50,
			presentationDelay: 10,
		})
	})

	it('falls back to the first-input entry when no event reached 16 ms, and knows when none came', () => {
		const first = { ...entry('pointerdown', 500, 8, 502, 504), entryType: 'first-input' }
		expect(firstInteraction([first])).toMatchObject({ startTime: 500, latency: 8, inputDelay: 2 })
		expect(firstInteraction([entry('pointerover', 1, 20, 2, 3, 0)])).toBeUndefined()
		expect(firstInteraction([])).toBeUndefined()
	})

	it('tabulates runs as median (range), counting hydrated and disabled taps and runs without an entry', () => {
		const run = (at, latency, hydrated) => ({
			tap: { at, hydrated, disabled: !hydrated },
			interaction: {
				startTime: at,
				latency,
				inputDelay: 10,
				processing: latency - 20,
				presentationDelay: 10,
			},
		})
		const [header, [line]] = interactionTable([
			{
				path: '/order',
				control: 'Add to Cart',
				runs: [
					run(900, 300, false),
					run(1100, 100, true),
					{ tap: { at: 1000 }, interaction: undefined },
				],
			},
		])
		expect(Object.fromEntries(header.map((name, i) => [name, line[i]]))).toEqual({
			page: '/order',
			control: 'Add to Cart',
			'tap at': '1000 (900-1100)',
			latency: '200 (100-300), 1 not recorded',
			'input delay': '10 (10-10)',
			processing: '180 (80-280)',
			presentation: '10 (10-10)',
			'hydrated at tap': '1 of 3',
			'disabled at tap': '1 of 3',
			'answer after tap': '-',
		})
	})

	it("gives the answer's time after the tap over the runs that saw one", () => {
		const runs = [
			{ tap: { at: 900 }, interaction: undefined, answerAfter: 400 },
			{ tap: { at: 950 }, interaction: undefined, answerAfter: 600 },
			{ tap: { at: 990 }, interaction: undefined },
		]
		const [header, [line]] = interactionTable([{ path: '/', control: 'chat button', runs }])
		expect(line[header.indexOf('answer after tap')]).toBe('500 (400-600)')
	})
})
