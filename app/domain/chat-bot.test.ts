import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
	CHAT_FALLBACKS,
	CHAT_GREETING,
	CHAT_LINK_PATHS,
	CHAT_REPLIES,
} from '#app/content/chat-replies.ts'
import { LIMITS, PRICING, REFUND, SHIPPING, WARRANTY } from '#app/content/shop-facts.ts'
import type { ChatEnvironment } from '#app/domain/chat-bot.ts'
import {
	TOPIC_KEYWORDS,
	botReply,
	chooseReply,
	greetingMessage,
	isSendable,
	matchTopic,
	replyDelayMs,
	scoreTopics,
	userMessage,
} from '#app/domain/chat-bot.ts'
import { CHAT_TOPICS, type ChatTopic } from '#app/domain/chat-topics.ts'
import { formatCents } from '#app/domain/money.ts'

const first = () => 0
const second = () => 0.99

const examples: Record<ChatTopic, string> = {
	pricing: 'How much does one cost?',
	sizing: 'What sizes can you make?',
	ordering: 'How do I place an order?',
	delivery: 'When will it arrive? Do you use UPS?',
	materials: 'What is the mesh made of?',
	installation: 'Is it hard to install?',
	warranty: 'Is there a warranty?',
	greetings: 'Hello there',
	thanks: 'Thank you!',
}

function fixedEnv(random: () => number = first): ChatEnvironment & { ids: string[] } {
	let count = 0
	const ids: string[] = []
	return {
		ids,
		now: () => new Date('2025-05-01T12:00:00Z'),
		makeId: () => {
			const id = `m${++count}`
			ids.push(id)
			return id
		},
		random,
	}
}

describe('topics', () => {
	test('there are nine topics, each with exactly two different reply variants', () => {
		expect(CHAT_TOPICS).toHaveLength(9)
		for (const topic of CHAT_TOPICS) {
			const variants = CHAT_REPLIES[topic]
			expect(variants).toHaveLength(2)
			expect(variants[0]).not.toBe(variants[1])
			expect(TOPIC_KEYWORDS[topic].length).toBeGreaterThan(0)
		}
	})

	test.each(CHAT_TOPICS)('%s: an example question is matched and answered', (topic) => {
		expect(matchTopic(examples[topic])).toBe(topic)
		expect(chooseReply(examples[topic], first)).toBe(CHAT_REPLIES[topic][0])
		expect(chooseReply(examples[topic], second)).toBe(CHAT_REPLIES[topic][1])
	})

	test('every keyword belongs to one topic and alone selects that topic', () => {
		const seen = new Map<string, ChatTopic>()
		for (const topic of CHAT_TOPICS) {
			for (const word of TOPIC_KEYWORDS[topic]) {
				expect(seen.get(word), `'${word}' is listed twice`).toBeUndefined()
				seen.set(word, topic)
				expect(matchTopic(word), `'${word}'`).toBe(topic)
			}
		}
	})

	test('matching ignores case and extra whitespace between the words of a phrase', () => {
		expect(matchTopic('HOW   MUCH?')).toBe('pricing')
		expect(matchTopic('Thank\nyou')).toBe('thanks')
	})

	test('keywords match whole words only', () => {
		// 'hi' hides in 'this', 'which' and 'shipping'; 'pay' in 'paying' is not the word 'pay'.
		expect(scoreTopics('this which shipping').greetings).toBe(0)
		expect(matchTopic('this which')).toBeNull()
		expect(matchTopic('Hi!')).toBe('greetings')
		expect(matchTopic('prepay')).toBeNull()
	})

	test('a keyword counts once however often it is repeated', () => {
		expect(scoreTopics('price price price').pricing).toBe(1)
		expect(matchTopic('price price price, size or width?')).toBe('sizing')
	})
})

describe('the topic with the most hits wins', () => {
	test('more hits beat the tie-break order', () => {
		expect(scoreTopics('Hi, hello, hey! What is the price?')).toMatchObject({
			greetings: 3,
			pricing: 1,
		})
		expect(matchTopic('Hi, hello, hey! What is the price?')).toBe('greetings')
		expect(matchTopic('Hello, how much does a screen cost and what is the price?')).toBe('pricing')
	})

	test.each([
		['shipping cost', 'delivery', 'pricing'],
		['return shipping', 'warranty', 'delivery'],
		['price for a 30 inch screen', 'pricing', 'sizing'],
		['order sizes', 'sizing', 'ordering'],
		['frame install', 'installation', 'materials'],
		['Hi, what sizes do you make?', 'sizing', 'greetings'],
		['hello and thanks', 'greetings', 'thanks'],
	] as const)('a tie in %j goes to %s over %s', (message, winner, loser) => {
		const scores = scoreTopics(message)
		expect(scores[winner]).toBe(scores[loser])
		expect(matchTopic(message)).toBe(winner)
	})

	test('ties follow the CHAT_TOPICS order for every pair of topics', () => {
		for (const [i, earlier] of CHAT_TOPICS.entries()) {
			for (const later of CHAT_TOPICS.slice(i + 1)) {
				const message = `${TOPIC_KEYWORDS[later][0]} ${TOPIC_KEYWORDS[earlier][0]}`
				expect(matchTopic(message), message).toBe(earlier)
			}
		}
	})

	test("'track my order' is a delivery question, not an ordering one", () => {
		expect(matchTopic('How do I track my order')).toBe('delivery')
		expect(matchTopic('Where is my order?')).toBe('delivery')
	})
})

describe('fallbacks', () => {
	test("'help' or a question mark without a topic gets the help reply", () => {
		expect(chooseReply('Can you help me', first)).toBe(CHAT_FALLBACKS.help)
		expect(chooseReply('HELP', first)).toBe(CHAT_FALLBACKS.help)
		expect(chooseReply('???', first)).toBe(CHAT_FALLBACKS.help)
		expect(chooseReply('is anyone there?', first)).toBe(CHAT_FALLBACKS.help)
	})

	test("'window' together with 'screen' gets the product reply, before the help reply", () => {
		expect(chooseReply('Do you sell window screens', first)).toBe(CHAT_FALLBACKS.windowScreen)
		expect(chooseReply('Screens for my windows?', first)).toBe(CHAT_FALLBACKS.windowScreen)
		expect(chooseReply('help with a window screen', first)).toBe(CHAT_FALLBACKS.windowScreen)
	})

	test('a topic beats the fallbacks', () => {
		expect(chooseReply('help, what is the price of a window screen?', first)).toBe(
			CHAT_REPLIES.pricing[0],
		)
	})

	test('anything else gets the default reply', () => {
		expect(chooseReply('window', first)).toBe(CHAT_FALLBACKS.unknown)
		expect(chooseReply('screen door', first)).toBe(CHAT_FALLBACKS.unknown)
		expect(chooseReply('asdf', first)).toBe(CHAT_FALLBACKS.unknown)
		expect(chooseReply('helpful', first)).toBe(CHAT_FALLBACKS.unknown)
	})
})

describe('reply variants', () => {
	test.each([
		[0, 0],
		[0.49, 0],
		[0.5, 1],
		[0.999, 1],
		// A misbehaving random source still yields a real variant.
		[1, 1],
		[-0.2, 0],
	])('random() = %d picks variant %d', (value, index) => {
		expect(chooseReply('price', () => value)).toBe(CHAT_REPLIES.pricing[index])
	})

	test('the reply is always one of the canned texts', () => {
		const canned = new Set<string>([
			...Object.values(CHAT_REPLIES).flat(),
			...Object.values(CHAT_FALLBACKS),
		])
		fc.assert(
			fc.property(fc.string(), fc.double({ min: 0, max: 1, maxExcluded: true }), (text, r) =>
				canned.has(chooseReply(text, () => r)),
			),
		)
	})
})

describe('sending and timing', () => {
	test('empty and whitespace-only messages are not sendable', () => {
		expect(isSendable('')).toBe(false)
		expect(isSendable('   ')).toBe(false)
		expect(isSendable('\n\t \r\n')).toBe(false)
		expect(isSendable(' hi ')).toBe(true)
		fc.assert(fc.property(fc.string(), (text) => isSendable(text) === (text.trim() !== '')))
	})

	test('the bot answers after 1000 ms, or 1500 ms for a message over 50 characters', () => {
		expect(replyDelayMs('')).toBe(1000)
		expect(replyDelayMs('a'.repeat(50))).toBe(1000)
		expect(replyDelayMs('a'.repeat(51))).toBe(1500)
		expect(replyDelayMs('a'.repeat(500))).toBe(1500)
	})
})

describe('messages', () => {
	test('the conversation starts with the bot greeting', () => {
		const env = fixedEnv()
		expect(greetingMessage(env)).toEqual({
			id: 'm1',
			content: CHAT_GREETING,
			isBot: true,
			timestamp: new Date('2025-05-01T12:00:00Z'),
		})
	})

	test('a user message is trimmed and stamped by the injected clock and id maker', () => {
		const env = fixedEnv()
		const message = userMessage('  What sizes?  \n', env)
		expect(message).toEqual({
			id: 'm1',
			content: 'What sizes?',
			isBot: false,
			timestamp: env.now(),
		})
	})

	test('the bot reply uses the injected random choice', () => {
		expect(botReply('warranty', fixedEnv(first)).content).toBe(CHAT_REPLIES.warranty[0])
		const reply = botReply('warranty', fixedEnv(second))
		expect(reply).toMatchObject({ id: 'm1', isBot: true, content: CHAT_REPLIES.warranty[1] })
	})
})

describe('the bot agrees with the shop facts', () => {
	const allTexts = [
		CHAT_GREETING,
		...Object.values(CHAT_REPLIES).flat(),
		...Object.values(CHAT_FALLBACKS),
	]

	test("none of the prototype's wrong figures appear", () => {
		for (const text of allTexts) {
			expect(text).not.toMatch(
				/\$25|1-year|one-year|10%|36 ?(x|by) ?48|1 to 2 business|1-2 business/,
			)
		}
	})

	test('prices, sizes, delivery and warranty come from the shop facts', () => {
		expect(CHAT_REPLIES.pricing.join(' ')).toContain(formatCents(PRICING.baseCents))
		expect(CHAT_REPLIES.pricing.join(' ')).toContain(formatCents(PRICING.perInchCents))
		expect(CHAT_REPLIES.sizing[0]).toContain(
			`${LIMITS.width.min} to ${LIMITS.width.max} inches wide`,
		)
		expect(CHAT_REPLIES.sizing[0]).toContain(
			`${LIMITS.height.min} to ${LIMITS.height.max} inches tall`,
		)
		for (const text of CHAT_REPLIES.delivery) {
			expect(text).toContain(`${SHIPPING.processingBusinessDays} business days`)
		}
		expect(CHAT_REPLIES.delivery[0]).toContain(formatCents(SHIPPING.standard.freeOverCents))
		expect(CHAT_REPLIES.delivery[1]).toContain(formatCents(SHIPPING.expedited.priceCents))
		for (const text of CHAT_REPLIES.warranty) expect(text).toContain(`${WARRANTY.years}-year`)
		expect(CHAT_REPLIES.warranty[1]).toContain(`${REFUND.moneyBackDays}-day money-back`)
	})

	test('every path a reply mentions is one the panel turns into a link', () => {
		const linkable = new Set<string>(CHAT_LINK_PATHS)
		for (const text of allTexts) {
			for (const [, path] of text.matchAll(/(?:^|[\s(])(\/[a-z][a-z-]*)/g)) {
				expect(linkable.has(path ?? ''), `${path} in "${text}"`).toBe(true)
			}
		}
	})
})
