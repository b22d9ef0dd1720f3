import { expect, test, type Locator, type Page } from '@playwright/test'
import { estimatedPriceText, lineTotalCents } from '#app/domain/order/pricing.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { tabTo } from '#tests/support/e2e/order-keyboard.ts'
import { orderForm } from '#tests/support/e2e/order-page.ts'

// The measuring assistant on /order (issue 14): three readings a side, the smallest used,
// warnings in plain words, and "Use these measurements" setting the order form.

const openButton = (page: Page) => page.getByRole('button', { name: 'Help me measure' })
const assistant = (page: Page) => page.getByRole('dialog', { name: 'Measuring assistant' })
const measuredSize = (page: Page) => assistant(page).getByTestId('measured-size')
const warnings = (page: Page) => assistant(page).getByRole('list', { name: 'Warnings' })

const FIELDS = {
	width: ['Width at top', 'Width at middle', 'Width at bottom'],
	height: ['Height at left', 'Height at center', 'Height at right'],
} as const

async function openAssistant(page: Page) {
	await gotoReady(page, '/order')
	await openButton(page).click()
	await expect(assistant(page)).toBeVisible()
}

/** Types each reading and leaves the field (readings are checked on leaving). */
async function enterReadings(page: Page, side: keyof typeof FIELDS, readings: string[]) {
	for (const [index, text] of readings.entries()) {
		const name = FIELDS[side][index]
		if (!name) throw new Error(`no field ${index} for ${side}`)
		const field: Locator = assistant(page).getByRole('textbox', { name, exact: true })
		await field.fill(text)
		await field.press('Tab')
	}
}

test.describe('with the axe checks', () => {
	// axe is injected as an inline script, which the shop's Content-Security-Policy forbids.
	test.use({ bypassCSP: true })

	test('three readings a side give the smallest width and height, and set the order form', async ({
		page,
	}) => {
		const panelScripts: string[] = []
		page.on('request', (request) => {
			if (/measuring-assistant-panel/.test(request.url())) panelScripts.push(request.url())
		})
		await gotoReady(page, '/order')
		expect(panelScripts, 'the panel loads only when opened').toEqual([])
		await openButton(page).click()
		await expect(assistant(page)).toBeVisible()
		expect(panelScripts).toHaveLength(1)
		// The readings are the opening; the shop's clearance (1/8" by default) is said once.
		await expect(assistant(page).locator('[data-clearance-sentence]')).toHaveText(
			'Measure the opening; we make the screen 1/8" smaller in width and height so it fits.',
		)

		await enterReadings(page, 'width', ['30 5/16', '30 1/4', '30 3/8'])
		await enterReadings(page, 'height', ['50', '50', '49 15/16'])
		await expect(measuredSize(page)).toHaveText('30 1/4" x 49 15/16"')
		await expect(warnings(page)).toHaveCount(0)
		await expectNoAxeViolations(page)

		await assistant(page).getByRole('button', { name: 'Use these measurements' }).click()
		await expect(assistant(page)).toBeHidden()
		await expect(openButton(page)).toBeFocused()
		const form = orderForm(page)
		await expect(form.widthSlider).toHaveValue('30')
		await expect(form.widthFractionSlider).toHaveValue('4')
		await expect(form.heightSlider).toHaveValue('49')
		await expect(form.heightFractionSlider).toHaveValue('15')
		await expect(form.width).toHaveValue('30')
		await expect(form.widthSixteenths).toHaveValue('4')
		await expect(form.height).toHaveValue('49')
		await expect(form.heightSixteenths).toHaveValue('15')
		const price = estimatedPriceText(lineTotalCents({ width: 30, height: 49, quantity: 1 }))
		expect(price).toBe('$55.50')
		await expect(form.price).toHaveText(price ?? '')
	})

	test('readings that differ by more than 1/4 inch: the frame may be out of square', async ({
		page,
	}) => {
		await openAssistant(page)
		await enterReadings(page, 'width', ['30', '30 1/2', '30'])
		await enterReadings(page, 'height', ['40', '40', '40'])
		await expect(measuredSize(page)).toHaveText('30" x 40"')
		await expect(warnings(page)).toContainText(
			'Your width readings differ by 1/2 inch, so the frame may be out of square.',
		)
		await expect(warnings(page).getByRole('link', { name: 'ask us' })).toHaveAttribute(
			'href',
			'/contact',
		)
		await expectNoAxeViolations(page)
	})

	test('a size we do not make points to contact and bulk orders, and cannot be used', async ({
		page,
	}) => {
		await openAssistant(page)
		await enterReadings(page, 'width', ['60 1/2'])
		await enterReadings(page, 'height', ['50'])
		await expect(warnings(page)).toContainText('a width of 60 1/2" is beyond what we make')
		await expect(warnings(page).getByRole('link', { name: 'contact us' })).toHaveAttribute(
			'href',
			'/contact',
		)
		await expect(warnings(page).getByRole('link', { name: 'bulk orders' })).toHaveAttribute(
			'href',
			'/bulk-orders',
		)
		await expectNoAxeViolations(page)
		await assistant(page).getByRole('button', { name: 'Use these measurements' }).click()
		await expect(assistant(page)).toBeVisible()
		await expect(orderForm(page).width).toHaveValue('24')
	})
})

test('76.2 as a width: did you measure in centimetres?', async ({ page }) => {
	await openAssistant(page)
	await enterReadings(page, 'width', ['76.2'])
	await enterReadings(page, 'height', ['40'])
	await expect(warnings(page)).toContainText(
		'Did you measure in centimetres? 76.2 cm is 30 inches.',
	)
})

test('width and height the wrong way round: did you swap them?', async ({ page }) => {
	await openAssistant(page)
	await enterReadings(page, 'width', ['60', '60', '60'])
	await enterReadings(page, 'height', ['30 1/2', '30 1/2', '30 1/2'])
	await expect(warnings(page)).toContainText('did you swap them?')
})

test('readings are written as people write them, and shown in sixteenths', async ({ page }) => {
	await openAssistant(page)
	await enterReadings(page, 'width', ['30-5/16', '30.3125', '30.3'])
	for (const name of FIELDS.width) {
		await expect(assistant(page).getByRole('textbox', { name })).toHaveAccessibleDescription(
			/^Reads as 30 5\/16"/,
		)
	}
})

test('an unreadable reading says how to write one', async ({ page }) => {
	await openAssistant(page)
	await enterReadings(page, 'width', ['thirty'])
	const field = assistant(page).getByRole('textbox', { name: 'Width at top' })
	await expect(field).toHaveAttribute('aria-invalid', 'true')
	await expect(field).toHaveAccessibleDescription(/Type inches as a number, like 30, 30 5\/16/)
})

test('keyboard: Enter opens it, Escape closes it and focus goes back to the button', async ({
	page,
}) => {
	await gotoReady(page, '/order')
	await tabTo(page, openButton(page))
	await page.keyboard.press('Enter')
	await expect(assistant(page)).toBeVisible()
	const firstType = assistant(page).getByRole('radio', { name: 'Double-hung or single-hung' })
	await expect(firstType).toBeFocused()
	await page.keyboard.press('ArrowDown')
	const slider = assistant(page).getByRole('radio', { name: 'Slider', exact: true })
	await expect(slider).toBeChecked()
	await expect(assistant(page).getByTestId('window-type-hint')).toContainText('Slider:')
	await page.keyboard.press('Tab')
	await expect(assistant(page).getByRole('textbox', { name: 'Width at top' })).toBeFocused()
	await page.keyboard.type('30 1/8')
	await page.keyboard.press('Escape')
	await expect(assistant(page)).toBeHidden()
	await expect(openButton(page)).toBeFocused()

	// Opened again: the readings and the window type are still there.
	await page.keyboard.press('Enter')
	await expect(slider).toBeFocused()
	await expect(assistant(page).getByRole('textbox', { name: 'Width at top' })).toHaveValue('30 1/8')
})

test('opened again before the last close event arrives, it stays open', async ({ page }) => {
	// The browser closes the dialog on Escape at once but delivers its close event later; a
	// customer quick enough to press the button in between must still get the assistant.
	await openAssistant(page)
	await page.evaluate(() => {
		const dialog = document.querySelector('dialog')
		const button = [...document.querySelectorAll('button')].find(
			(b) => b.textContent === 'Help me measure',
		)
		if (!dialog || !button) throw new Error('no dialog or button')
		dialog.close()
		button.click()
	})
	await expect(assistant(page)).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(assistant(page)).toBeHidden()
	await expect(openButton(page)).toBeFocused()
})

test.describe('on a 375 px phone', () => {
	test.use({ viewport: { width: 375, height: 740 }, bypassCSP: true })

	test('the panel fits the screen and its size sets the order form', async ({ page }) => {
		await openAssistant(page)
		const box = await assistant(page).boundingBox()
		expect(box).not.toBeNull()
		if (!box) return
		expect(box.x).toBeGreaterThanOrEqual(0)
		expect(box.x + box.width).toBeLessThanOrEqual(375)
		expect(box.height).toBeLessThanOrEqual(740)
		expect(
			await assistant(page).evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth),
			'nothing in the panel is wider than the screen',
		).toBe(true)
		await enterReadings(page, 'width', ['30 5/16', '30 1/4', '30 3/8'])
		await enterReadings(page, 'height', ['50', '50', '49 15/16'])
		await expect(measuredSize(page)).toHaveText('30 1/4" x 49 15/16"')
		await expectNoAxeViolations(page)
		const use = assistant(page).getByRole('button', { name: 'Use these measurements' })
		await use.scrollIntoViewIfNeeded()
		await use.click()
		await expect(assistant(page)).toBeHidden()
		await expect(orderForm(page).price).toHaveText(
			estimatedPriceText(lineTotalCents({ width: 30, height: 49, quantity: 1 })) ?? '',
		)
	})
})
