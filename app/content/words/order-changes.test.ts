// The general texts (FAQ, refund policy, terms, chat) state the change-or-cancel rule from its
// setting: the default, and another one named in the test, which changes every one of them.
import { describe, expect, test } from 'vitest'
import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import { chooseReply } from '#app/domain/chat/chat-bot.ts'
import { DEFAULT_SHOP } from '#tests/support/fixtures/shop-identity.ts'
import { chatTexts } from './chat-replies.ts'
import { faqGroups } from './faq-page.ts'
import { changeCutoffWords, changeRule } from './order-changes.ts'
import type { Policy } from './policies/policy.ts'
import { refundPolicy } from './policies/refund.ts'
import { termsOfService } from './policies/terms.ts'

const shop = DEFAULT_SHOP
const other: ChangeCutoff = { businessDaysAfterPayment: 2, hour: 9, minute: 30 }

function faqAnswer(changes?: ChangeCutoff): string {
	const item = faqGroups(shop, changes)
		.flatMap((group) => group.items)
		.find((faq) => faq.id === 'change-or-cancel')
	return item!.answer.join(' ')
}

function policySection(policy: Policy): string {
	const section = policy.sections.find((one) => one.id === 'change-or-cancel')
	return section!.blocks.map((block) => (block.kind === 'paragraph' ? block.text : '')).join(' ')
}

const texts = {
	faq: faqAnswer,
	'refund policy': (changes?: ChangeCutoff) => policySection(refundPolicy(shop, changes)),
	terms: (changes?: ChangeCutoff) => policySection(termsOfService(shop, changes)),
	'chat, first variant': (changes?: ChangeCutoff) =>
		chatTexts(shop, changes).replies.changes[0].text,
	'chat, second variant': (changes?: ChangeCutoff) =>
		chatTexts(shop, changes).replies.changes[1].text,
}

describe.each(Object.entries(texts))('the %s', (_name, text) => {
	test('states the rule from the setting', () => {
		expect(text()).toContain(changeCutoffWords(ORDER_CHANGES))
		expect(text()).toContain('2:00 PM ET on the first business day after payment')
		expect(text()).toMatch(/production|making it/)
	})

	test('says another setting when the setting changes', () => {
		expect(text(other)).toContain('9:30 AM ET on the second business day after payment')
		expect(text(other)).not.toContain('2:00 PM')
	})
})

describe('the FAQ, the refund policy and the terms say the whole rule', () => {
	test.each([
		['faq', faqAnswer()],
		['refund policy', policySection(refundPolicy(shop))],
		['terms', policySection(termsOfService(shop))],
	])('%s', (_name, text) => {
		expect(text).toContain(changeRule())
	})
})

describe("the chat's answer to changing or cancelling an order", () => {
	const env = (random: number) => ({
		now: () => new Date('2026-12-03T15:00:00Z'),
		random: () => random,
		shop,
	})

	test.each([
		'can I cancel my order?',
		'Can I change my order?',
		'I want to cancel my order and get a refund',
		'Can I change the size of my order to 30 x 40?',
	])('%j gets the rule and how to ask, not how to place an order', (message) => {
		for (const random of [0, 0.99]) {
			const reply = chooseReply(message, env(random))
			expect(reply.text).toContain(changeCutoffWords())
			expect(reply.text).toContain(shop.supportEmail)
			expect(reply.text).not.toMatch(/add (the|it to your) cart|Ordering is easy/)
		}
	})
})
