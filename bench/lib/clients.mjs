// Client addresses for simulated customers. The bench's shop trusts X-Forwarded-For
// (TRUST_PROXY=true, bench/lib/shop-server.mjs), as a shop behind its reverse proxy does; the
// bench names a different address for each customer or order, so per-address rate limits
// (sign-up, sign-in, payments) meet many customers, not one machine. Addresses come from
// 10.0.0.0/8 in order: 16 million before one repeats.
let next = 0

/** A client address not handed out before in this process: 10.0.0.1, 10.0.0.2, ... */
export function nextClientAddress() {
	next = (next % 0xfffffe) + 1
	return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
}

/** The header the proxy adds for a client at `address`. */
export const forwardedFor = (address) => ({ 'X-Forwarded-For': address })
