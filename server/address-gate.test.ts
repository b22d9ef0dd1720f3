import { describe, expect, it } from 'vitest'
import { createAddressGate } from './address-gate.ts'

describe('createAddressGate', () => {
	it('lets each address in up to its limit, and again once one leaves', () => {
		const gate = createAddressGate(2)
		const first = gate.enter('192.0.2.1')
		const second = gate.enter('192.0.2.1')
		expect(first).toBeTypeOf('function')
		expect(second).toBeTypeOf('function')
		expect(gate.enter('192.0.2.1')).toBeNull()
		expect(gate.enter('192.0.2.2')).toBeTypeOf('function')

		first!()
		expect(gate.enter('192.0.2.1')).toBeTypeOf('function')
		expect(gate.enter('192.0.2.1')).toBeNull()
	})

	it('counts a release once however often it is called, and forgets empty addresses', () => {
		const gate = createAddressGate(1)
		const leave = gate.enter('192.0.2.9')!
		leave()
		leave()
		expect(gate.size).toBe(0)
		const again = gate.enter('192.0.2.9')
		expect(again).toBeTypeOf('function')
		expect(gate.enter('192.0.2.9')).toBeNull()
	})
})
