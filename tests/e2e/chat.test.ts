import { expect, test, type Locator, type Page } from '@playwright/test'
import { CHAT_GREETING, CHAT_REPLIES } from '#app/content/chat-replies.ts'
import { matchTopic } from '#app/domain/chat-bot.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'

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
	if (!topic) throw new Error(`'${message}' matches no chat topic`)
	const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
	return new RegExp(CHAT_REPLIES[topic].map(escape).join('|'))
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
