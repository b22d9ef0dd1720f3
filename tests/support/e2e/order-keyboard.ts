// Keyboard-only helpers for the order and cart journeys: reach a control with Tab, as a
// keyboard user would, instead of clicking or focusing it directly.
import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
	await expect(target).toBeVisible()
	for (let presses = 0; presses <= max; presses++) {
		if (await target.evaluate((element) => element === document.activeElement)) return
		await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
	}
	throw new Error(`${target} was not reached with ${max} presses of Tab`)
}

/** Replaces what a focused text or number box holds with `text` (empty text clears it). */
export async function retype(page: Page, text: string) {
	await page.keyboard.press('ControlOrMeta+a')
	await page.keyboard.press('Backspace')
	if (text) await page.keyboard.type(text)
}

/** Tabs to a box and replaces its value by typing. */
export async function typeInto(page: Page, box: Locator, text: string) {
	await tabTo(page, box)
	await retype(page, text)
}
