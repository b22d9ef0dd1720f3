// How many requests of one kind each client address may have inside the server at once. A
// password check costs about 100 ms of a core (scrypt, in libuv's thread pool); a person signs in
// once at a time, so an address with more checks running than a shared office would need is
// refused at once (429) instead of queueing work that takes the cores from everyone else.

export type AddressGate = {
	/** A release function while the address is under its limit (call it once when done), else null. */
	enter: (address: string) => (() => void) | null
	/** Addresses with requests inside now (for tests). */
	readonly size: number
}

export function createAddressGate(limit: number): AddressGate {
	const inside = new Map<string, number>()
	return {
		enter(address) {
			const count = inside.get(address) ?? 0
			if (count >= limit) return null
			inside.set(address, count + 1)
			let released = false
			return () => {
				if (released) return
				released = true
				const left = (inside.get(address) ?? 1) - 1
				if (left > 0) inside.set(address, left)
				else inside.delete(address)
			}
		},
		get size() {
			return inside.size
		},
	}
}
