import type { AddressInfo } from 'node:net'

/**
 * The start log's last line: the address the server is bound to, as a URL ("every interface"
 * for 0.0.0.0 or ::, where the machine's own addresses and names reach it), and the database.
 */
export function listeningBanner(
	address: AddressInfo | string | null,
	dialect: string,
	mode?: 'development',
): string {
	const facts = mode ? `${dialect}, ${mode}` : dialect
	if (address === null || typeof address === 'string') {
		return `Shop listening on ${address ?? 'an unknown address'} (${facts})`
	}
	const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
	const everywhere = address.address === '0.0.0.0' || address.address === '::'
	return `Shop listening on http://${host}:${address.port}${everywhere ? ' on every interface' : ''} (${facts})`
}
