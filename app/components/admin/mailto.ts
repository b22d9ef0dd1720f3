/**
 * A mailto: link (RFC 6068) with the subject filled in.
 * @example mailtoHref('pat@example.com', 'Re: your question') // 'mailto:pat@example.com?subject=Re%3A%20your%20question'
 */
export function mailtoHref(email: string, subject?: string): string {
	const to = encodeURIComponent(email).replace(/%40/g, '@')
	return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`
}
