import { isIP } from 'node:net'
import type { AppContext } from '#app/utils/app-context.ts'
import type { RequestLike } from './public-origin.server.ts'

type IpSource = Pick<AppContext, 'env' | 'clientAddress'>

/**
 * The client's address as a rate-limit key: the socket's address, or with TRUST_PROXY=true the
 * address our one proxy appended to X-Forwarded-For (the last entry; earlier ones are whatever
 * the client sent). IPv6 addresses are cut to their /64 network, which one subscriber usually
 * owns whole, so rotating through it buys nothing. 'unknown' when there is no address at all.
 */
export function clientIp(request: Pick<RequestLike, 'headers'>, context: IpSource): string {
	const forwarded = context.env.TRUST_PROXY
		? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
		: undefined
	return normalizeIp(forwarded || context.clientAddress || '') ?? 'unknown'
}

/** 1.2.3.4 as is, ::ffff:1.2.3.4 as 1.2.3.4, other IPv6 as its /64 network; null if not an IP. */
export function normalizeIp(raw: string): string | null {
	const address = raw
		.trim()
		.replace(/^\[|\]$/g, '')
		.replace(/%.*$/, '')
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
	if (mapped && isIP(mapped) === 4) return mapped
	if (isIP(address) === 4) return address
	if (isIP(address) !== 6) return null
	const groups = expandIpv6(address)
	return `${groups.slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
	const [head = '', tail] = address.toLowerCase().split('::')
	const left = head ? head.split(':') : []
	const right = tail ? tail.split(':') : []
	const zeros = Array(8 - left.length - right.length).fill('0')
	const groups = tail === undefined ? left : [...left, ...zeros, ...right]
	return groups.map((group) => (group.includes('.') ? group : group.replace(/^0+(?=.)/, '')))
}
