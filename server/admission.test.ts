import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission.ts'

function deferred() {
	let resolve!: () => void
	const promise = new Promise<void>((done) => (resolve = done))
	return { promise, resolve }
}

describe('createAdmission', () => {
	it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
		const admit = createAdmission(2)
		const gates = [deferred(), deferred(), deferred(), deferred()]
		const started: number[] = []
		const done = gates.map((gate, index) =>
			admit(async () => {
				started.push(index)
				await gate.promise
				return index
			}),
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
		const admit = createAdmission(1)
		await expect(admit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
		expect(await admit(() => Promise.resolve('next'))).toBe('next')
	})
})
