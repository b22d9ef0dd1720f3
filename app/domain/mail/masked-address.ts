/**
 * An e-mail address shown without giving it away: its first character, three bullets, then its
 * domain. Used where a page says where a link went to someone who only typed an order number.
 * @example maskEmail('pat.lee@example.com') // 'p•••@example.com'
 */
export function maskEmail(address: string): string {
	const at = address.lastIndexOf('@')
	if (at < 1) return '•••'
	return `${address.slice(0, 1)}•••${address.slice(at)}`
}
