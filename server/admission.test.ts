import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission.ts'

function deferred() {
	let resolve!: () => void
	const promise = new Promise<void>((done) => (resolve = done))
	return { promise, resolve }
}

describe('createAdmission', () => {
	it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
		const admit = createAdmission({ slots: 2, queue: 10, maxWaitMs: 60_000 })
		const gates = [deferred(), deferred(), deferred(), deferred()]
		const started: number[] = []
		const done = gates.map((gate, index) =>
			admit(
				async () => {
					started.push(index)
					await gate.promise
					return index
				},
				() => {
					throw new Error('shed')
				},
			),
		)
		await new Promise((resolve) => setImmediate(resolve))
		expect(started).toEqual([0, 1])
		gates[1]!.resolve()
		await done[1]
		await new Promise((resolve) => setImmediate(resolve))
		expect(started).toEqual([0, 1, 2])
		for (const gate of gates) gate.resolve()
		expect(await Promise.all(done)).toEqual([0, 1, 2, 3])
		expect(started).toEqual([0, 1, 2, 3])
	})

	it('frees the slot of a task that failed', async () => {
		const admit = createAdmission({ slots: 1, queue: 10, maxWaitMs: 60_000 })
		const shed = () => {}
		await expect(admit(() => Promise.reject(new Error('boom')), shed)).rejects.toThrow('boom')
		expect(await admit(() => Promise.resolve('next'), shed)).toBe('next')
	})

	it('sheds a task that finds the queue full, at once, and keeps the others', async () => {
		const admit = createAdmission({ slots: 1, queue: 1, maxWaitMs: 60_000 })
		const gate = deferred()
		const shed: number[] = []
		const done = [0, 1, 2].map((index) =>
			admit(
				async () => {
					await gate.promise
					return index
				},
				() => shed.push(index),
			),
		)
		expect(await done[2]).toBeUndefined()
		expect(shed).toEqual([2])
		gate.resolve()
		expect(await Promise.all(done)).toEqual([0, 1, undefined])
	})

	it('sheds a task that waited longer than maxWaitMs, and runs the next one', async () => {
		const admit = createAdmission({ slots: 1, queue: 10, maxWaitMs: 20 })
		const gate = deferred()
		const shed: string[] = []
		const first = admit(
			() => gate.promise.then(() => 'first'),
			() => shed.push('first'),
		)
		const stale = admit(
			() => Promise.resolve('stale'),
			() => shed.push('stale'),
		)
		await new Promise((resolve) => setTimeout(resolve, 40))
		const fresh = admit(
			() => Promise.resolve('fresh'),
			() => shed.push('fresh'),
		)
		gate.resolve()
		expect(await Promise.all([first, stale, fresh])).toEqual(['first', undefined, 'fresh'])
		expect(shed).toEqual(['stale'])
	})

	it('runs nothing before opensAfter settles, then the waiting tasks in arrival order', async () => {
		const warmUp = deferred()
		const admit = createAdmission({
			slots: 1,
			queue: 10,
			maxWaitMs: 60_000,
			opensAfter: warmUp.promise,
		})
		const started: number[] = []
		const shed = () => {
			throw new Error('shed')
		}
		const done = [0, 1].map((index) =>
			admit(async () => {
				started.push(index)
				return index
			}, shed),
		)
		await new Promise((resolve) => setTimeout(resolve, 20))
		expect(started).toEqual([])
		warmUp.resolve()
		expect(await Promise.all(done)).toEqual([0, 1])
		expect(started).toEqual([0, 1])
	})
})
