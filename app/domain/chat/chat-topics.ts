// The chat's topics, apart from the bot, so the replies (content/) and the bot (domain/) can
// both name them without importing each other.

/**
 * The ten topics, in tie-break order: when two topics have the same number of keyword hits,
 * the one listed first wins. Specific subjects come before general ones, because the general
 * words (cost, size, order) usually qualify the specific one: 'cancel my order' asks about
 * changing an order placed, 'shipping cost' is a delivery question, 'track my order' too,
 * 'return shipping' a warranty one. Small talk comes last, so 'Hi, what sizes do you make?' is
 * answered about sizes.
 */
export const CHAT_TOPICS = [
	'changes',
	'warranty',
	'delivery',
	'installation',
	'materials',
	'pricing',
	'sizing',
	'ordering',
	'greetings',
	'thanks',
] as const

export type ChatTopic = (typeof CHAT_TOPICS)[number]
