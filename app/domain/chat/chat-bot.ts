// The chat-support bot: replies picked by keyword, two variants a topic, as the spec has it;
// a message naming a size gets that screen's price, and delivery answers carry today's dates
// (chat-answers.ts). Pure: the clock, the id maker and the random choice are passed in, so the
// same input always gives the same output in tests.
import {
	chatGreeting,
	chatTexts,
	type ChatLink,
	type ChatReply,
} from '#app/content/words/chat-replies.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { deliveryReply, sizeReply, trackingReply } from './chat-answers.ts'
import { findSizeInMessage } from './chat-size.ts'
import { CHAT_TOPICS, type ChatTopic } from './chat-topics.ts'

export type ChatMessage = {
	id: string
	content: string
	isBot: boolean
	timestamp: Date
	/** A bot reply's link to the page that says more. */
	link?: ChatLink
}

export type ChatEnvironment = {
	now: () => Date
	makeId: () => string
	/** Returns a number in [0, 1), like Math.random. */
	random: () => number
	/** Whom the bot speaks for: its name, and the phone and e-mail that reach a person. */
	shop: ShopIdentity
}

/** Splits a comma-separated keyword list. */
function words(list: string): readonly string[] {
	return list.split(',').map((word) => word.trim())
}

/** Keywords match whole words (or whole phrases), case-insensitively; plurals are listed. */
export const TOPIC_KEYWORDS: Record<ChatTopic, readonly string[]> = {
	changes: words(
		'cancel, cancels, canceling, cancelling, canceled, cancelled, cancellation, change my order, change an order, change the order, change my screen, change the size, modify, edit my order',
	),
	pricing: words(
		'price, prices, pricing, cost, costs, how much, expensive, cheap, quote, dollar, dollars, afford, affordable, discount, discounts, bulk, tax',
	),
	sizing: words(
		'size, sizes, sizing, measure, measuring, measurement, measurements, dimension, dimensions, width, height, wide, tall, big, bigger, biggest, large, larger, largest, small, smallest, inch, inches, fit',
	),
	ordering: words(
		'order, orders, ordering, buy, buying, purchase, cart, checkout, pay, payment, account',
	),
	delivery: words(
		'ship, ships, shipping, shipped, delivery, deliver, arrive, arrival, track, tracking, track my order, where is my order, ups, expedited',
	),
	materials: words(
		'material, materials, frame, frames, mesh, fiberglass, aluminum, aluminium, color, colour, quality, durable, made of',
	),
	installation: words(
		'install, installation, installing, put in, mount, mounting, tension, springs, clips, tools, diy',
	),
	warranty: words(
		'warranty, guarantee, defect, defective, broken, damaged, refund, return, returns, money back, replace, replacement',
	),
	greetings: words('hi, hello, hey, howdy, greetings, good morning, good afternoon, good evening'),
	thanks: words('thanks, thank you, thx, appreciate, appreciated, cheers'),
}

export const REPLY_DELAY_MS = { short: 1000, long: 1500 } as const
/** Messages longer than this many characters get the longer reply delay. */
export const LONG_MESSAGE_CHARS = 50

/** A message is sent only when it has something besides whitespace. */
export function isSendable(text: string): boolean {
	return text.trim().length > 0
}

/** How long the bot 'types' before answering the given (sent, trimmed) message. */
export function replyDelayMs(message: string): number {
	return message.length > LONG_MESSAGE_CHARS ? REPLY_DELAY_MS.long : REPLY_DELAY_MS.short
}

function normalize(text: string): string {
	return text
		.toLowerCase()
		.replace(/[\u2018\u2019]/g, "'")
		.replace(/\s+/g, ' ')
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const wordPatterns = new Map<string, RegExp>()

function containsWord(normalized: string, word: string): boolean {
	let pattern = wordPatterns.get(word)
	if (!pattern) {
		pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(word)}(?![a-z0-9])`)
		wordPatterns.set(word, pattern)
	}
	return pattern.test(normalized)
}

/** How many of each topic's keywords the message contains (each keyword counts once). */
export function scoreTopics(message: string): Record<ChatTopic, number> {
	const normalized = normalize(message)
	const scores = {} as Record<ChatTopic, number>
	for (const topic of CHAT_TOPICS) {
		scores[topic] = TOPIC_KEYWORDS[topic].filter((word) => containsWord(normalized, word)).length
	}
	return scores
}

/** The topic with the most keyword hits (ties go to the earlier topic), or null for none. */
export function matchTopic(message: string): ChatTopic | null {
	const scores = scoreTopics(message)
	let best: ChatTopic | null = null
	for (const topic of CHAT_TOPICS) {
		if (scores[topic] > 0 && (best === null || scores[topic] > scores[best])) best = topic
	}
	return best
}

/** The variant (0 or 1) a random number in [0, 1) picks; out-of-range numbers are clamped. */
function variantIndex(random: () => number): 0 | 1 {
	return random() >= 0.5 ? 1 : 0
}

/** Topics a named size answers instead: 'How much is a 30x40 screen?' wants that price. */
const ANSWERED_BY_SIZE = new Set<ChatTopic | null>([
	null,
	'pricing',
	'sizing',
	'ordering',
	'greetings',
	'thanks',
])

/** The delivery keywords that ask about an order already placed. */
const TRACKING_WORDS = ['track', 'tracking', 'track my order', 'where is my order'] as const

/** The bot's answer to a user message at `now`. */
export function chooseReply(
	message: string,
	env: Pick<ChatEnvironment, 'now' | 'random' | 'shop'>,
): ChatReply {
	const texts = chatTexts(env.shop)
	const topic = matchTopic(message)
	const size = findSizeInMessage(message)
	if (size && ANSWERED_BY_SIZE.has(topic)) return sizeReply(size, texts.person)
	const normalized = normalize(message)
	if (topic === 'delivery') {
		return TRACKING_WORDS.some((word) => containsWord(normalized, word))
			? trackingReply(env.now())
			: deliveryReply(env.now(), variantIndex(env.random))
	}
	if (topic) return texts.replies[topic][variantIndex(env.random)]
	const aboutScreens =
		(containsWord(normalized, 'window') || containsWord(normalized, 'windows')) &&
		(containsWord(normalized, 'screen') || containsWord(normalized, 'screens'))
	// 'Do you sell window screens?' deserves the product answer, not the generic help text.
	if (aboutScreens) return texts.fallbacks.windowScreen
	if (containsWord(normalized, 'help') || normalized.includes('?')) return texts.fallbacks.help
	return texts.fallbacks.unknown
}

export function greetingMessage(
	env: Pick<ChatEnvironment, 'now' | 'makeId' | 'shop'>,
): ChatMessage {
	return { id: env.makeId(), content: chatGreeting(env.shop), isBot: true, timestamp: env.now() }
}

/** The user's message as sent: trimmed. Call only when isSendable(text). */
export function userMessage(
	text: string,
	env: Pick<ChatEnvironment, 'now' | 'makeId'>,
): ChatMessage {
	return { id: env.makeId(), content: text.trim(), isBot: false, timestamp: env.now() }
}

export function botReply(userText: string, env: ChatEnvironment): ChatMessage {
	const timestamp = env.now()
	const { text, link } = chooseReply(userText, { ...env, now: () => timestamp })
	const message: ChatMessage = { id: env.makeId(), content: text, isBot: true, timestamp }
	return link ? { ...message, link } : message
}
