import { expect, test, type Locator, type Page } from '@playwright/test'
import { CHAT_LINKS, chatGreeting, chatTexts } from '#app/content/words/chat-replies.ts'
import { SHIPPING } from '#app/content/facts/shop-facts.ts'
import { matchTopic } from '#app/domain/chat/chat-bot.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { E2E_SHOP } from '#tests/support/fixtures/shop-identity.ts'

/** The e2e server's identity: the bot speaks for it. */
const CHAT_GREETING = chatGreeting(E2E_SHOP)
const CHAT_REPLIES = chatTexts(E2E_SHOP).replies

const HINT = 'Ask me about pricing, sizes, ordering, or installation!'
const PLACEHOLDER = 'Type your message...'
/** Reply delays from the spec, and how far a measured delay may be off. */
const SHORT_DELAY_MS = 1000
const LONG_DELAY_MS = 1500
const TOLERANCE_MS = 300

const SHORT_MESSAGE = 'Hello'
const LONG_MESSAGE = 'How much does a custom screen cost for the big window in my living room?'

function chat(page: Page) {
	const panel = page.getByRole('dialog', { name: 'Chat Support' })
	return {
		launcher: page.getByRole('button', { name: /chat/i }),
		panel,
		log: panel.getByRole('log'),
		input: panel.getByPlaceholder(PLACEHOLDER),
		send: panel.getByRole('button', { name: /send/i }),
		clear: panel.getByRole('button', { name: 'Clear' }),
		typing: panel.getByRole('status'),
		botMessages: panel.getByRole('log').getByText('Support said:'),
		userMessages: panel.getByRole('log').getByText('You said:'),
	}
}

async function openChat(page: Page) {
	await gotoReady(page, '/')
	const ui = chat(page)
	await ui.launcher.click()
	await expect(ui.panel).toBeVisible()
	return ui
}

/** Either canned variant the bot may answer the message with. */
function replyTo(message: string): RegExp {
	const topic = matchTopic(message)
	if (!topic || topic === 'delivery') throw new Error(`'${message}' matches no canned topic`)
	const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
	return new RegExp(CHAT_REPLIES[topic].map((reply) => escape(reply.text)).join('|'))
}

type ReplyTiming = { replyMs: number; referenceMs: number }

/**
 * Clicks send inside the page and returns, by the page's own clock, the milliseconds until the
 * bot's reply is in the message log, and until a reference timer of the expected delay, started
 * at the same instant, fired. A busy machine delays both alike; the reply must not lag the
 * reference by more than the tolerance.
 */
async function measureReply(send: Locator, log: Locator, expectedMs: number): Promise<ReplyTiming> {
	const logHandle = await log.elementHandle()
	return send.evaluate(
		(button, [logElement, expected]) =>
			new Promise<ReplyTiming>((resolve, reject) => {
				if (!(logElement instanceof Element)) return reject(new Error('no message log'))
				const botCount = () => (logElement.textContent ?? '').split('Support said:').length - 1
				const before = botCount()
				let referenceMs = Number.NaN
				const observer = new MutationObserver(() => {
					if (botCount() <= before) return
					observer.disconnect()
					resolve({ replyMs: performance.now() - started, referenceMs })
				})
				observer.observe(logElement, { childList: true, subtree: true, characterData: true })
				setTimeout(() => reject(new Error('no reply within 5 s')), 5000)
				const started = performance.now()
				setTimeout(() => (referenceMs = performance.now() - started), Number(expected))
				;(button as HTMLButtonElement).click()
			}),
		[logHandle, expectedMs] as const,
	)
}

test('a round button at the bottom right opens the Chat Support panel', async ({ page }) => {
	await gotoReady(page, '/')
	const ui = chat(page)
	const viewport = page.viewportSize()
	const box = await ui.launcher.boundingBox()
	expect(box && viewport).toBeTruthy()
	if (!box || !viewport) return
	expect(viewport.width - (box.x + box.width)).toBeLessThan(48)
	expect(viewport.height - (box.y + box.height)).toBeLessThan(48)
	const shape = await ui.launcher.evaluate((el) => ({
		position: getComputedStyle(el).position,
		radius: parseFloat(getComputedStyle(el).borderTopLeftRadius),
	}))
	expect(shape.position).toBe('fixed')
	expect(shape.radius).toBeGreaterThanOrEqual(box.width / 2)

	await ui.launcher.click()
	await expect(ui.panel).toBeVisible()
	await expect(ui.panel.getByRole('heading', { name: 'Chat Support' })).toBeVisible()
	await expect(ui.botMessages).toHaveCount(1)
	await expect(ui.log).toContainText(CHAT_GREETING)
	await expect(ui.userMessages).toHaveCount(0)
	await expect(ui.input).toBeVisible()
	await expect(ui.panel.getByText(HINT, { exact: true })).toBeVisible()
	await expect(ui.clear).toBeVisible()
	await expect(ui.send).toBeDisabled()
})

test('empty and whitespace-only messages are not sent', async ({ page }) => {
	const ui = await openChat(page)
	await expect(ui.send).toBeDisabled()
	await ui.input.fill('   \n\t  ')
	await expect(ui.send).toBeDisabled()
	await ui.input.press('Enter')
	await expect(ui.userMessages).toHaveCount(0)
	await expect(ui.typing).not.toContainText(/typing/i)
	await ui.input.fill('Hi')
	await expect(ui.send).toBeEnabled()
	await ui.input.fill('')
	await expect(ui.send).toBeDisabled()
})

// While a reply is pending the page's timers stand still (Playwright's clock), so the pending
// state lasts exactly as long as the test needs, however slow the machine.
test.describe('with the page clock paused', () => {
	/**
	 * Lets the page finish what the last clock step started: React renders in a task posted on a
	 * MessageChannel (not a faked timer), so a task posted after it runs once that render is done.
	 */
	async function afterPendingRenders(page: Page) {
		await page.evaluate(
			() =>
				new Promise<void>((resolve) => {
					const channel = new MessageChannel()
					channel.port1.onmessage = () => resolve()
					channel.port2.postMessage(null)
				}),
		)
	}

	async function openChatPaused(page: Page) {
		await page.clock.install({ time: new Date('2026-03-02T15:00:00Z') })
		const ui = await openChat(page)
		await page.clock.pauseAt(new Date('2026-03-02T16:00:00Z'))
		return ui
	}

	test('Enter sends, Shift+Enter does not; send is disabled while a reply is pending', async ({
		page,
	}) => {
		const ui = await openChatPaused(page)
		await ui.input.fill('Hello')
		await ui.input.press('Shift+Enter')
		await expect(ui.userMessages).toHaveCount(0)
		await expect(ui.input).toHaveValue('Hello\n')
		await ui.input.pressSequentially('there')
		await ui.input.press('Enter')

		await expect(ui.userMessages).toHaveCount(1)
		await expect(ui.log).toContainText('Hello\nthere')
		await expect(ui.input).toHaveValue('')
		await expect(ui.typing).toContainText(/typing/i)

		await ui.input.fill('What sizes do you make?')
		await expect(ui.send).toBeDisabled()
		await ui.input.press('Enter')
		await ui.send.click({ force: true })
		await expect(ui.userMessages).toHaveCount(1)

		await page.clock.runFor(SHORT_DELAY_MS)
		await expect(ui.botMessages).toHaveCount(2)
		await expect(ui.typing).not.toContainText(/typing/i)
		await expect(ui.send).toBeEnabled()
		await ui.input.press('Enter')
		await expect(ui.userMessages).toHaveCount(2)
		await expect(ui.log).toContainText('What sizes do you make?')
	})

	for (const [message, delay] of [
		[SHORT_MESSAGE, SHORT_DELAY_MS],
		[LONG_MESSAGE, LONG_DELAY_MS],
	] as const) {
		test(`a ${message.length}-character message is answered after exactly ${delay} ms`, async ({
			page,
		}) => {
			const ui = await openChatPaused(page)
			await ui.input.fill(message)
			await ui.input.press('Enter')
			await expect(ui.typing).toContainText(/typing/i)
			await page.clock.runFor(delay - 1)
			await afterPendingRenders(page)
			await expect(ui.botMessages).toHaveCount(1)
			await expect(ui.typing).toContainText(/typing/i)
			await page.clock.runFor(1)
			await expect(ui.botMessages).toHaveCount(2)
			await expect(ui.log).toContainText(replyTo(message))
			await expect(ui.typing).not.toContainText(/typing/i)
		})
	}

	test('Clear resets the conversation to the greeting, dropping a pending reply', async ({
		page,
	}) => {
		const ui = await openChatPaused(page)
		await ui.input.fill('Hello')
		await ui.input.press('Enter')
		await page.clock.runFor(SHORT_DELAY_MS)
		await expect(ui.botMessages).toHaveCount(2)

		await ui.clear.click()
		await expect(ui.userMessages).toHaveCount(0)
		await expect(ui.botMessages).toHaveCount(1)
		await expect(ui.log).toContainText(CHAT_GREETING)

		await ui.input.fill('Thanks')
		await ui.input.press('Enter')
		await expect(ui.typing).toContainText(/typing/i)
		await ui.clear.click()
		await expect(ui.typing).not.toContainText(/typing/i)
		await expect(ui.userMessages).toHaveCount(0)
		await page.clock.runFor(LONG_DELAY_MS * 2)
		await afterPendingRenders(page)
		await expect(ui.botMessages).toHaveCount(1)
		await expect(ui.log).not.toContainText(replyTo('Thanks'))

		await ui.input.fill('Hi')
		await ui.input.press('Enter')
		await page.clock.runFor(SHORT_DELAY_MS)
		await expect(ui.log).toContainText(replyTo('Hi'))
		await expect(ui.botMessages).toHaveCount(2)
		await expect(ui.log).not.toContainText(replyTo('Thanks'))
	})
})

/** Each delay is measured this often; noise on a busy machine only ever adds, so the least lag counts. */
const SAMPLES = 3

// Real time, measured by the page's own clock around the reply's arrival in the log.
test('replies come after about 1000 ms, or 1500 ms for messages over 50 characters', async ({
	page,
}, testInfo) => {
	test.setTimeout(60_000)
	expect(SHORT_MESSAGE.length).toBeLessThanOrEqual(50)
	expect(LONG_MESSAGE.length).toBeGreaterThan(50)
	const ui = await openChat(page)

	async function sample(message: string, delay: number) {
		const timings: ReplyTiming[] = []
		for (let i = 0; i < SAMPLES; i++) {
			await ui.input.fill(message)
			timings.push(await measureReply(ui.send, ui.log, delay))
			await expect(ui.send).toBeDisabled()
		}
		await expect(ui.log).toContainText(replyTo(message))
		testInfo.annotations.push({
			type: `reply after ${delay} ms expected (measured, reference)`,
			description: timings
				.map((t) => `${t.replyMs.toFixed(0)}/${t.referenceMs.toFixed(0)}`)
				.join(', '),
		})
		for (const timing of timings) {
			expect(timing.replyMs, 'never before the delay').toBeGreaterThanOrEqual(delay - 20)
		}
		const lag = Math.min(...timings.map((t) => t.replyMs - t.referenceMs))
		expect(lag, 'least lag behind a timer of the spec delay').toBeLessThanOrEqual(TOLERANCE_MS)
		return Math.min(...timings.map((t) => t.replyMs))
	}

	const short = await sample(SHORT_MESSAGE, SHORT_DELAY_MS)
	const long = await sample(LONG_MESSAGE, LONG_DELAY_MS)
	expect(short).toBeLessThan(long)
})

// Answers that help: a named size's price, today's shipping dates, links to the pages that say
// more, and a panel that says it is automated. The page's clock starts on Monday, November 23,
// 2026, 10:00 in New York (before the 2 PM cut-off) and runs on from there.
test('the chat quotes a size, dates both shipping methods and links to the page that says more', async ({
	page,
}) => {
	// The price rule itself first: 40 + 0.50 x (30 - 24) + 0.50 x (40 - 24) = 51.00 dollars.
	expect(unitPriceCents({ width: 30, height: 40 })).toBe(5100)
	expect(formatCents(unitPriceCents({ width: 30, height: 40 }))).toBe('$51.00')

	await page.clock.install({ time: new Date('2026-11-23T15:00:00Z') })
	const ui = await openChat(page)
	await expect(ui.panel).toContainText('Automated assistant')
	await expect(ui.panel.getByRole('link', { name: E2E_SHOP.phone.display })).toHaveAttribute(
		'href',
		E2E_SHOP.phone.href,
	)
	await expect(ui.panel.getByRole('link', { name: E2E_SHOP.supportEmail })).toHaveAttribute(
		'href',
		`mailto:${E2E_SHOP.supportEmail}`,
	)

	await ui.input.fill('How much is a 30x40 screen?')
	await ui.input.press('Enter')
	const priceReply = ui.log.locator('[data-author="bot"]').nth(1)
	await expect(priceReply).toContainText('A 30" x 40" screen is $51.00 each, plus 8% tax.')
	await expect(priceReply.getByRole('link', { name: CHAT_LINKS.order.label })).toHaveAttribute(
		'href',
		'/order',
	)

	await ui.input.fill('How long does shipping take?')
	await ui.input.press('Enter')
	const deliveryReply = ui.log.locator('[data-author="bot"]').nth(2)
	await expect(deliveryReply).toContainText('ships by Wednesday, November 25')
	await expect(deliveryReply).toContainText(
		`Standard (${SHIPPING.standard.carrier}, ${SHIPPING.standard.businessDays} business days): ${formatCents(SHIPPING.standard.priceCents)}`,
	)
	await expect(deliveryReply).toContainText(
		`Expedited (${SHIPPING.expedited.carrier}, ${SHIPPING.expedited.businessDays} business days): ${formatCents(SHIPPING.expedited.priceCents)}`,
	)
	await expectNoAxeViolations(page)

	// The link is a client-side navigation: the page is not reloaded, the chat stays open.
	await page.evaluate(() => ((window as { chatMarker?: boolean }).chatMarker = true))
	await deliveryReply.getByRole('link', { name: CHAT_LINKS.shipping.label }).click()
	await expect(page).toHaveURL(/\/shipping$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Shipping and Delivery' })).toBeVisible()
	expect(await page.evaluate(() => (window as { chatMarker?: boolean }).chatMarker)).toBe(true)
	await expect(ui.panel).toBeVisible()
	await expect(ui.botMessages).toHaveCount(3)
})

test('on a phone a followed link closes the panel that covers the page', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 800 })
	const ui = await openChat(page)
	await ui.input.fill('What sizes do you make?')
	await ui.input.press('Enter')
	await ui.log.getByRole('link', { name: CHAT_LINKS.howTo.label }).click()
	await expect(page).toHaveURL(/\/how-to$/)
	await expect(ui.panel).toBeHidden()
})
