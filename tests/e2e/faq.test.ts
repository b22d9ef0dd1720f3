import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoReady } from '#tests/support/e2e/browser.ts'

// The FAQ is an accordion in the WAI-ARIA pattern: each question is a button with
// aria-expanded that controls (aria-controls) the panel holding its answer.
const questions = (page: Page) => page.getByRole('main').locator('button[aria-expanded]')
const openQuestions = (page: Page) => page.getByRole('main').getByRole('button', { expanded: true })

async function answerOf(question: Locator): Promise<Locator> {
	const id = await question.getAttribute('aria-controls')
	expect(id, 'each question names its answer panel (aria-controls)').toBeTruthy()
	return question.page().locator(`[id="${id}"]`)
}

/** Two questions that are closed when the page loads (fixed positions, not a live filter). */
async function twoClosedQuestions(page: Page): Promise<[Locator, Locator]> {
	await expect(questions(page).first()).toBeVisible()
	const states = await questions(page).evaluateAll((buttons) =>
		buttons.map((button) => button.getAttribute('aria-expanded')),
	)
	expect(states.length, 'several questions').toBeGreaterThanOrEqual(3)
	expect(
		states.filter((state) => state === 'true').length,
		'at most one open on load',
	).toBeLessThanOrEqual(1)
	const [a = -1, b = -1] = states.flatMap((state, index) => (state === 'false' ? [index] : []))
	return [questions(page).nth(a), questions(page).nth(b)]
}

test.beforeEach(async ({ page }) => {
	await gotoReady(page, '/faq')
})

test('only one answer is open at a time', async ({ page }) => {
	const [first, second] = await twoClosedQuestions(page)

	await first.click()
	await expect(first).toHaveAttribute('aria-expanded', 'true')
	await expect(await answerOf(first)).toBeVisible()
	await expect(openQuestions(page)).toHaveCount(1)

	await second.click()
	await expect(second).toHaveAttribute('aria-expanded', 'true')
	await expect(first).toHaveAttribute('aria-expanded', 'false')
	await expect(await answerOf(second)).toBeVisible()
	await expect(await answerOf(first)).toBeHidden()
	await expect(openQuestions(page)).toHaveCount(1)
})

test('the open answer collapses when its question is clicked again', async ({ page }) => {
	const [question] = await twoClosedQuestions(page)
	await question.click()
	await expect(question).toHaveAttribute('aria-expanded', 'true')
	await question.click()
	await expect(question).toHaveAttribute('aria-expanded', 'false')
	await expect(await answerOf(question)).toBeHidden()
	await expect(openQuestions(page)).toHaveCount(0)
})

test('the accordion is keyboard operable (Tab, Enter, Space)', async ({ page }) => {
	const all = questions(page)
	await expect(all.first()).toBeVisible()
	// Close whatever is open on load, so Tab moves from question to question.
	if ((await openQuestions(page).count()) > 0) await openQuestions(page).click()
	await expect(openQuestions(page)).toHaveCount(0)

	await all.nth(0).focus()
	await page.keyboard.press('Enter')
	await expect(all.nth(0)).toHaveAttribute('aria-expanded', 'true')
	await expect(await answerOf(all.nth(0))).toBeVisible()
	await page.keyboard.press('Enter')
	await expect(all.nth(0)).toHaveAttribute('aria-expanded', 'false')

	await page.keyboard.press('Tab')
	await expect(all.nth(1)).toBeFocused()
	await page.keyboard.press('Space')
	await expect(all.nth(1)).toHaveAttribute('aria-expanded', 'true')
	await expect(await answerOf(all.nth(1))).toBeVisible()

	await page.keyboard.press('Shift+Tab')
	await expect(all.nth(0)).toBeFocused()
	await page.keyboard.press('Space')
	await expect(all.nth(0)).toHaveAttribute('aria-expanded', 'true')
	await expect(all.nth(1)).toHaveAttribute('aria-expanded', 'false')
	await expect(openQuestions(page)).toHaveCount(1)
})
