import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
	CHAT_LINK_PATHS,
	CHAT_LINKS,
	chatGreeting,
	chatTexts,
	type ChatReply,
} from '#app/content/words/chat-replies.ts'
import { LIMITS, PRICING, REFUND, SHIPPING, WARRANTY } from '#app/content/facts/shop-facts.ts'
import { deliveryReply, trackingReply } from '#app/domain/chat/chat-answers.ts'
import type { ChatEnvironment } from '#app/domain/chat/chat-bot.ts'
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
} from '#app/domain/chat/chat-bot.ts'
import { CHAT_TOPICS, type ChatTopic } from '#app/domain/chat/chat-topics.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'

// Monday, November 23, 2026, 10:00 in New York.
const NOW = new Date('2026-11-23T15:00:00Z')
const shop = DEFAULT_SHOP
const { replies: CHAT_REPLIES, fallbacks: CHAT_FALLBACKS, person } = chatTexts(shop)
const CHAT_GREETING = chatGreeting(shop)
const first = { now: () => NOW, random: () => 0, shop }
const second = { now: () => NOW, random: () => 0.99, shop }
const withRandom = (value: number) => ({ now: () => NOW, random: () => value, shop })

/** A topic's two variants; delivery's carry the dates of NOW. */
function variants(topic: ChatTopic): readonly [ChatReply, ChatReply] {
	return topic === 'delivery' ? [deliveryReply(NOW, 0), deliveryReply(NOW, 1)] : CHAT_REPLIES[topic]
}

const examples: Record<ChatTopic, string> = {
	changes: 'Can I cancel my order?',
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

function fixedEnv(random: () => number = first.random): ChatEnvironment & { ids: string[] } {
	let count = 0
	const ids: string[] = []
	return {
		ids,
		now: () => NOW,
		makeId: () => {
			const id = `m${++count}`
			ids.push(id)
			return id
		},
		random,
		shop,
	}
}

describe('topics', () => {
	test('there are ten topics, each with exactly two different reply variants', () => {
		expect(CHAT_TOPICS).toHaveLength(10)
		for (const topic of CHAT_TOPICS) {
			const [one, two] = variants(topic)
			expect(one.text).not.toBe(two.text)
			expect(TOPIC_KEYWORDS[topic].length).toBeGreaterThan(0)
		}
	})

	test.each(CHAT_TOPICS)('%s: an example question is matched and answered', (topic) => {
		expect(matchTopic(examples[topic])).toBe(topic)
		expect(chooseReply(examples[topic], first)).toEqual(variants(topic)[0])
		expect(chooseReply(examples[topic], second)).toEqual(variants(topic)[1])
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
		[Number.NaN, 0],
	])('random() = %d picks variant %d', (value, index) => {
		expect(chooseReply('price', withRandom(value))).toBe(CHAT_REPLIES.pricing[index])
	})

	test('a message without digits always gets one of the canned replies', () => {
		const canned = new Set<string>(
			[
				...CHAT_TOPICS.flatMap((topic) => variants(topic)),
				...Object.values(CHAT_FALLBACKS),
				trackingReply(NOW),
			].map((reply) => reply.text),
		)
		fc.assert(
			fc.property(
				fc.string().filter((text) => !/\d/.test(text)),
				fc.double({ min: 0, max: 1, maxExcluded: true }),
				(text, r) => canned.has(chooseReply(text, withRandom(r)).text),
			),
		)
	})

	test('any message gets a reply with text, and a link only to a listed page', () => {
		const linkable = new Set<string>(CHAT_LINK_PATHS)
		fc.assert(
			fc.property(fc.string(), (text) => {
				const reply = chooseReply(text, first)
				return reply.text.length > 0 && (!reply.link || linkable.has(reply.link.href))
			}),
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
			timestamp: NOW,
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
		expect(botReply('warranty', fixedEnv(first.random)).content).toBe(CHAT_REPLIES.warranty[0].text)
		const reply = botReply('warranty', fixedEnv(second.random))
		expect(reply).toEqual({
			id: 'm1',
			isBot: true,
			timestamp: NOW,
			content: CHAT_REPLIES.warranty[1].text,
			link: CHAT_REPLIES.warranty[1].link,
		})
	})

	test('a reply without a link has no link field', () => {
		expect(botReply('hello', fixedEnv())).not.toHaveProperty('link')
	})

	test('the delivery reply is dated by the injected clock', () => {
		expect(botReply('How long does shipping take?', fixedEnv()).content).toContain(
			'ships by Wednesday, November 25',
		)
	})
})

describe('sizes and delivery', () => {
	test("a message naming a size gets that screen's price instead of the pricing text", () => {
		const reply = chooseReply('How much is a 30x40 screen?', first)
		expect(reply.text).toBe('A 30" x 40" screen is $51.00 each, plus 8% tax.')
		expect(reply.link).toEqual(CHAT_LINKS.order)
		expect(chooseReply('30 x 40', second).text).toBe(reply.text)
		expect(chooseReply('Hi! Do you make 60 x 40?', first).text).toMatch(
			/^A 60" x 40" screen is too wide/,
		)
		expect(chooseReply('Can I order 3 x 4 feet?', first).text).toMatch(/^I price sizes in inches/)
	})

	test('a size does not take over a delivery, warranty, installation or materials question', () => {
		expect(chooseReply('How long does shipping take for a 30x40?', first)).toEqual(
			deliveryReply(NOW, 0),
		)
		expect(chooseReply('Is a 30x40 covered by the warranty?', first)).toBe(CHAT_REPLIES.warranty[0])
		expect(chooseReply('how do I install a 30x40', first)).toBe(CHAT_REPLIES.installation[0])
	})

	test('"how long does shipping take" names both methods with prices and the ship-by day', () => {
		for (const env of [first, second]) {
			const { text, link } = chooseReply('how long does shipping take', env)
			expect(text).toContain('ships by Wednesday, November 25')
			expect(text).toContain(`Standard (${SHIPPING.standard.carrier}`)
			expect(text).toContain(formatCents(SHIPPING.standard.priceCents))
			expect(text).toContain(formatCents(SHIPPING.standard.freeOverCents))
			expect(text).toContain(`Expedited (${SHIPPING.expedited.carrier}`)
			expect(text).toContain(formatCents(SHIPPING.expedited.priceCents))
			expect(link).toEqual(CHAT_LINKS.shipping)
		}
	})

	test("'track my order' and 'where is my order' get the tracking answer", () => {
		expect(chooseReply('How do I track my order', first)).toEqual(trackingReply(NOW))
		expect(chooseReply('Where is my order?', second)).toEqual(trackingReply(NOW))
	})
})

describe('the bot agrees with the shop facts', () => {
	const allReplies = [
		...CHAT_TOPICS.flatMap((topic) => variants(topic)),
		...Object.values(CHAT_FALLBACKS),
		trackingReply(NOW),
	]
	const allTexts = [CHAT_GREETING, ...allReplies.map((reply) => reply.text)]

	test("none of the prototype's wrong figures appear", () => {
		for (const text of allTexts) {
			expect(text).not.toMatch(
				/\$25|1-year|one-year|10%|36 ?(x|by) ?48|1 to 2 business|1-2 business/,
			)
		}
	})

	test("the greeting, the fallbacks and a size's answer speak with the shop's identity", () => {
		expect(person).toBe('call (800) 555-0142 or e-mail support@signaturescreens.com')
		const mill = {
			...shop,
			name: 'Mill Street Screens',
			phone: { display: '(937) 226-0142', href: 'tel:+19372260142' },
			supportEmail: 'help@millstreetscreens.com',
		}
		const millPerson = 'call (937) 226-0142 or e-mail help@millstreetscreens.com'
		const env = { ...fixedEnv(), shop: mill }
		expect(greetingMessage(env).content).toBe(
			"Hi! I'm the automated assistant of Mill Street Screens. How can I help you today?",
		)
		expect(botReply('asdf', env).content).toContain(`For anything else, ${millPerson};`)
		expect(botReply('help', env).content).toContain(`To talk to a person, ${millPerson}.`)
		expect(botReply('thanks', { ...env, random: () => 0.99 }).content).toContain(millPerson)
		expect(botReply('Do you make 100 x 100?', env).content).toContain(
			`For other sizes, ${millPerson}.`,
		)
		expect(allTexts.join(' ')).not.toContain('Mill Street')
	})

	test('the greeting says the chat is automated', () => {
		expect(CHAT_GREETING).toContain('automated assistant')
	})

	test('prices, sizes, delivery and warranty come from the shop facts', () => {
		const pricing = CHAT_REPLIES.pricing.map((reply) => reply.text).join(' ')
		expect(pricing).toContain(formatCents(PRICING.baseCents))
		expect(pricing).toContain(formatCents(PRICING.perInchCents))
		expect(CHAT_REPLIES.sizing[0].text).toContain(
			`${LIMITS.width.min} to ${LIMITS.width.max} inches wide`,
		)
		expect(CHAT_REPLIES.sizing[0].text).toContain(
			`${LIMITS.height.min} to ${LIMITS.height.max} inches tall`,
		)
		for (const { text } of variants('delivery')) {
			expect(text).toContain(`${SHIPPING.processingBusinessDays} business days`)
		}
		for (const { text } of CHAT_REPLIES.warranty) expect(text).toContain(`${WARRANTY.years}-year`)
		expect(CHAT_REPLIES.warranty[1].text).toContain(`${REFUND.moneyBackDays}-day money-back`)
	})

	test('links go only to listed pages, and no text carries a bare path', () => {
		const linkable = new Set<string>(CHAT_LINK_PATHS)
		for (const reply of allReplies) {
			if (reply.link) expect(linkable.has(reply.link.href), reply.link.href).toBe(true)
			expect(reply.text).not.toMatch(/(?:^|[\s(])\/[a-z]/)
		}
		expect(CHAT_REPLIES.warranty[0].link.href).toBe('/warranty')
		expect(variants('delivery')[0].link?.href).toBe('/shipping')
		expect(CHAT_REPLIES.sizing[0].link.href).toBe('/how-to')
		expect(CHAT_REPLIES.ordering[0].link.href).toBe('/order')
	})
})
