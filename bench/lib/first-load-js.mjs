// A page's first-load JavaScript: every script Lighthouse saw the page load, fetched again
// uncompressed and gzipped (level 9, as the build's .gz files), plus what went over the wire.
import { gzipSync } from 'node:zlib'

export async function firstLoadScripts(lhr) {
	const items = lhr.audits['network-requests']?.details?.items ?? []
	const scripts = items.filter(
		(item) => item.resourceType === 'Script' && item.url.startsWith('http'),
	)
	let gzipBytes = 0
	let transferBytes = 0
	for (const script of scripts) {
		const response = await fetch(script.url, { headers: { 'Accept-Encoding': 'identity' } })
		gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
		transferBytes += script.transferSize ?? 0
	}
	return { count: scripts.length, gzipBytes, transferBytes }
}
