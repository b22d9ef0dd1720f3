// The header lines of a multipart/form-data body as browsers write them (RFC 7578 and the HTML
// standard's encoding): the boundary of its Content-Type, and each part's name and file name.
// The body itself is read by multipart-body.server.ts.

/**
 * The boundary named by a multipart/form-data Content-Type; undefined when the body is not
 * multipart/form-data, null when it is but names no usable boundary (RFC 2046: 1 to 70 characters).
 */
export function boundaryOf(contentType: string | null): string | null | undefined {
	if (contentType === null) return undefined
	const [type, ...params] = splitParameters(contentType)
	if (type?.toLowerCase() !== 'multipart/form-data') return undefined
	const boundary = params.find(([name]) => name === 'boundary')?.[1]
	if (boundary === undefined || boundary.length === 0 || boundary.length > 70) return null
	return /[\r\n]/.test(boundary) ? null : boundary
}

/**
 * A header value split at its semicolons: the value itself (trimmed), then each parameter as
 * [lower-cased name, value], a quoted value unquoted. A quoted value ends at the next quote: the
 * HTML standard sends a quote inside one as %22 and never escapes with backslashes (a Windows
 * path's backslashes are the name's own), so none is read as an escape.
 */
function splitParameters(header: string): [string, ...[string, string][]] | [] {
	const first = header.indexOf(';')
	const value = (first === -1 ? header : header.slice(0, first)).trim()
	const params: [string, string][] = []
	let at = first === -1 ? header.length : first + 1
	while (at < header.length) {
		const equals = header.indexOf('=', at)
		const semicolon = header.indexOf(';', at)
		if (equals === -1 || (semicolon !== -1 && semicolon < equals)) {
			// A parameter without a value: skipped.
			at = semicolon === -1 ? header.length : semicolon + 1
			continue
		}
		const name = header.slice(at, equals).trim().toLowerCase()
		let rest = equals + 1
		while (header[rest] === ' ' || header[rest] === '\t') rest++
		let paramValue: string
		if (header[rest] === '"') {
			const close = header.indexOf('"', rest + 1)
			const end = close === -1 ? header.length : close
			paramValue = header.slice(rest + 1, end)
			const next = header.indexOf(';', end)
			at = next === -1 ? header.length : next + 1
		} else {
			const next = header.indexOf(';', rest)
			const end = next === -1 ? header.length : next
			paramValue = header.slice(rest, end).trim()
			at = end + 1
		}
		params.push([name, paramValue])
	}
	return [value, ...params]
}

/** A name or file name as the HTML standard encodes it into a part's header. */
function decodeHeaderName(encoded: string): string {
	return encoded.replace(/%(22|0D|0A)/gi, (_, hex: string) =>
		String.fromCharCode(parseInt(hex, 16)),
	)
}

/** RFC 5987's filename*=UTF-8''percent-encoded (no browser sends it; some other clients do). */
function decodeExtendedValue(value: string): string {
	const match = /^[\w!#$&+.^`|~-]*'[^']*'(.*)$/.exec(value)
	try {
		return decodeURIComponent(match ? match[1]! : value)
	} catch {
		return value
	}
}

export type PartHeaders = { name: string; fileName: string | null }

/** A part's name and, for a file, its file name; null when it has no form-data disposition. */
export function readPartHeaders(block: string): PartHeaders | null {
	for (const line of block.split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') {
			continue
		}
		const [type, ...params] = splitParameters(line.slice(colon + 1))
		if (type?.toLowerCase() !== 'form-data') return null
		const param = (key: string) => params.find(([name]) => name === key)?.[1]
		const name = param('name')
		if (name === undefined) return null
		const fileName = param('filename')
		const extended = param('filename*')
		return {
			name: decodeHeaderName(name),
			fileName:
				extended !== undefined
					? decodeExtendedValue(extended)
					: fileName !== undefined
						? decodeHeaderName(fileName)
						: null,
		}
	}
	return null
}
