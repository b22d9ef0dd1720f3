// A small RFC 822 / MIME reader for tests: headers (with encoded words) and the decoded text and
// HTML parts of a message, so tests check what a mail client would show.

export type ParsedMail = {
	headers: Record<string, string>
	text?: string
	html?: string
	contentTypes: string[]
}

export function parseMail(raw: string): ParsedMail {
	const parsed: ParsedMail = { headers: {}, contentTypes: [] }
	const { headers } = readPart(raw, parsed)
	parsed.headers = headers
	return parsed
}

function readPart(raw: string, into: ParsedMail): { headers: Record<string, string> } {
	const split = raw.search(/\r?\n\r?\n/)
	const head = split === -1 ? raw : raw.slice(0, split)
	const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
	const headers: Record<string, string> = {}
	for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
		const colon = line.indexOf(':')
		if (colon > 0)
			headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
	}
	const contentType = headers['content-type'] ?? 'text/plain'
	const type = contentType.split(';')[0]!.trim().toLowerCase()
	into.contentTypes.push(type)

	if (type.startsWith('multipart/')) {
		const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
		if (!boundary) throw new Error(`multipart without boundary: ${contentType}`)
		const sections = body.split(`--${boundary}`).slice(1)
		for (const section of sections) {
			if (section.startsWith('--')) break
			readPart(section.replace(/^\r?\n/, ''), into)
		}
	} else {
		const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '7bit')
		if (type === 'text/plain' && into.text === undefined) into.text = decoded
		if (type === 'text/html' && into.html === undefined) into.html = decoded
	}
	return { headers }
}

function decodeBody(body: string, encoding: string): string {
	switch (encoding.toLowerCase()) {
		case 'base64':
			return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
		case 'quoted-printable':
			return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''))
		default:
			return body.replace(/\r?\n$/, '')
	}
}

function decodeQuotedPrintable(value: string): string {
	const bytes: number[] = []
	for (let i = 0; i < value.length; i++) {
		const hex = value.slice(i + 1, i + 3)
		if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
			bytes.push(parseInt(hex, 16))
			i += 2
		} else {
			bytes.push(...Buffer.from(value[i]!, 'utf8'))
		}
	}
	return Buffer.from(bytes)
		.toString('utf8')
		.replace(/\r?\n$/, '')
}

function decodeWords(value: string): string {
	return value
		.replace(/\?=\s+=\?/g, '?==?')
		.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
			kind.toUpperCase() === 'B'
				? Buffer.from(text, 'base64').toString('utf8')
				: decodeQuotedPrintable(text.replace(/_/g, ' ')),
		)
}
