// Query parameters that ad platforms and newsletters append to links to the shop. No page reads
// them, so a page asked for with them is the page without them: the page cache keys on the path
// left once they are dropped (server/page-cache.ts), and canonical URLs never carry a query.

/** Every parameter that starts with this (utm_source, utm_medium, utm_campaign, ...). */
export const TRACKING_PARAM_PREFIX = 'utm_'

/** Click and campaign ids, compared in lower case. */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
	'gclid', // Google Ads
	'gbraid',
	'wbraid',
	'dclid', // Google Display
	'_gl', // Google linker
	'fbclid', // Meta
	'msclkid', // Microsoft Ads
	'twclid', // X
	'ttclid', // TikTok
	'li_fat_id', // LinkedIn
	'igshid', // Instagram
	'yclid', // Yandex
	'mc_cid', // Mailchimp
	'mc_eid',
])

export function isTrackingParam(name: string): boolean {
	const lower = name.toLowerCase()
	return lower.startsWith(TRACKING_PARAM_PREFIX) || TRACKING_PARAMS.has(lower)
}

/**
 * A request target (path and query) without its tracking parameters, the other parameters kept
 * as sent and in order; no '?' when none is left.
 * @example withoutTrackingParams('/?utm_source=x&foo=1&gclid=y') // '/?foo=1'
 */
export function withoutTrackingParams(target: string): string {
	const at = target.indexOf('?')
	if (at === -1) return target
	const kept = target
		.slice(at + 1)
		.split('&')
		.filter((pair) => pair !== '' && !isTrackingParam(paramName(pair)))
	const path = target.slice(0, at)
	return kept.length === 0 ? path : `${path}?${kept.join('&')}`
}

/** The decoded name of one `name=value` pair; undecodable names are kept as they are. */
function paramName(pair: string): string {
	const raw = pair.split('=', 1)[0] ?? ''
	try {
		return decodeURIComponent(raw.replaceAll('+', ' '))
	} catch {
		return raw
	}
}
