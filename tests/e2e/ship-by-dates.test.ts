// Ship-by dates from /order to the customer's e-mail and /track-order, and the
// workshop's side: the Production tab, a bulk move, the work order's cut list and the packing
// slip without prices.
import { randomBytes } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { formatShipsBy } from '#app/domain/shipping/ship-by.ts'
import { createAdmin, signInWithForm } from '#tests/support/e2e/accounts.ts'
import { storedOrder } from '#tests/support/e2e/db.ts'
import { expectNoAxeViolations } from '#tests/support/e2e/axe.ts'
import { gotoReady, mainHeading } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout, seedGuestCart, TWO_SCREENS } from '#tests/support/e2e/checkout.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { toastWith } from '#tests/support/e2e/order-page.ts'

const unique = () => randomBytes(4).toString('hex')
const FIT_SENTENCE =
	'Measure the opening; we make the screen 1/8" smaller in width and height so it fits.'
const SHIPS_BY = /^Ships by (Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]+ \d{1,2}$/

/** Buys two screens of 30 7/16" x 40 1/2" as a guest on the test checkout; answers the number
 * and the "Ships by" line /payment-success shows. */
async function payForTwoScreens(page: Page, email: string) {
	await seedGuestCart(page, TWO_SCREENS)
	await gotoReady(page, '/checkout')
	await expect(page.getByTestId('checkout-ship-by')).toContainText(/Ships by \w+day, \w+ \d+/)
	await expect(page.getByText(/UPS Ground.*Arrives \w{3} \d+/).first()).toBeVisible()
	const number = await payOnTestCheckout(page, email)
	const shipsBy = (await page.getByTestId('ships-by').textContent())!.trim()
	await expect(page.locator('[data-clearance-sentence]')).toHaveText(FIT_SENTENCE)
	return { number, shipsBy }
}

test('/order shows the clearance, and the ship-by date and standard delivery range once hydrated', async ({
	page,
	request,
}) => {
	// The page cache serves one rendering to every guest: it holds no date.
	const html = await (await request.get('/order')).text()
	expect(html).not.toContain('Ships by')
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	await gotoReady(page, '/order')
	// The clearance, said in the specification the server rendered.
	await expect(page.locator('[data-clearance-sentence]')).toHaveText(FIT_SENTENCE)
	const note = page.getByTestId('ship-by')
	await expect(note.getByText(SHIPS_BY)).toBeVisible()
	await expect(note).toContainText(/Standard shipping: Arrives [A-Z][a-z]{2} \d{1,2}/)
	expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test('a paid order keeps its ship-by date on every page and e-mail; the workshop queues, moves and prints it', async ({
	browser,
}) => {
	test.setTimeout(120_000)
	const customerEmail = `dates-${unique()}@example.com`
	const customer = await browser.newPage()
	const first = await payForTwoScreens(customer, customerEmail)
	const second = await payForTwoScreens(customer, customerEmail)

	// The date stored at payment is the one /payment-success showed.
	const stored = await storedOrder(first.number)
	expect(stored.ship_by).toMatch(/^\d{4}-\d{2}-\d{2}$/)
	expect(first.shipsBy).toBe(formatShipsBy(stored.ship_by!))
	expect(first.shipsBy).toMatch(SHIPS_BY)

	const mail = await waitForEmail(
		(m) =>
			m.to.includes(customerEmail) && m.subject === `Order ${first.number} received: thank you!`,
		{ description: `the confirmation of order ${first.number}` },
	)
	expect(mail.text).toContain(first.shipsBy)
	expect(mail.text).toContain(FIT_SENTENCE)

	await gotoReady(customer, '/track-order')
	await customer.getByLabel('Order number').fill(first.number)
	await customer.getByLabel('E-mail').fill(customerEmail)
	await customer.getByRole('button', { name: 'Track Order' }).click()
	await expect(customer.getByTestId('ships-by')).toHaveText(first.shipsBy)

	// The Production tab lists both; a bulk move takes them to In Production.
	const admin = await createAdmin()
	const page = await browser.newPage()
	await signInWithForm(page, admin)
	const response = await gotoReady(page, '/admin/production')
	expect(response?.headers()['cache-control']).toBe('private, no-store')
	await expect(mainHeading(page)).toHaveText('Production')
	for (const order of [first, second]) {
		const row = page.locator(`tr[data-order="${order.number}"]`)
		await expect(row).toContainText(first.shipsBy.replace('Ships by ', ''))
		await expect(row).toContainText('Order Received')
	}
	await expectNoAxeViolations(page)
	for (const order of [first, second]) {
		await page
			.getByRole('checkbox', { name: `Select order ${order.number} (to In Production)` })
			.check()
	}
	await page.getByRole('button', { name: 'Move selected one stage forward' }).click()
	await expect(toastWith(page, 'status', 'Orders Moved')).toContainText('2 orders moved')
	expect((await storedOrder(first.number)).status).toBe('in_production')
	expect((await storedOrder(second.number)).status).toBe('in_production')
	await expect(page.locator(`tr[data-order="${first.number}"]`)).toContainText('In Production')
	await waitForEmail((m) => m.subject === `Your order ${second.number} is now: In Production`, {
		description: `the In Production e-mail of ${second.number}`,
	})

	// The work order: one row per screen, the opening ordered and the finished size (the shop's
	// clearance, 1/8" by default, stored on the order), cut from the finished size.
	expect(stored.clearance_sixteenths).toBe(2)
	await gotoReady(page, `/admin/order?number=${first.number}`)
	await page.getByRole('link', { name: 'Print work order' }).click()
	await expect(mainHeading(page)).toHaveText(`Work order ${first.number}`)
	await expect(page.locator('[data-clearance]')).toHaveText('1/8" off width and height')
	await expect(page.getByRole('columnheader', { name: 'Opening' })).toBeVisible()
	await expect(page.getByRole('columnheader', { name: 'Finished size' })).toBeVisible()
	const rows = page.locator('tbody tr')
	await expect(rows).toHaveCount(2)
	await expect(rows.nth(0).getByRole('rowheader')).toHaveText('1/2')
	await expect(rows.nth(1).getByRole('rowheader')).toHaveText('2/2')
	for (const row of [rows.nth(0), rows.nth(1)]) {
		// Opening 30 7/16" x 40 1/2", finished 1/8" smaller: 30 5/16" x 40 3/8";
		// 30 5/16" - 1 1/16" = 29 1/4"; 40 3/8" - 1 1/16" = 39 5/16"; mesh + 1" a side.
		await expect(row.locator('[data-opening]')).toHaveText('30 7/16" x 40 1/2"')
		await expect(row.locator('[data-finished]')).toHaveText('30 5/16" x 40 3/8"')
		await expect(row).toContainText('2 x 29 1/4"')
		await expect(row).toContainText('2 x 39 5/16"')
		await expect(row).toContainText('32 5/16" x 42 3/8"')
	}
	await expect(page.getByText(first.shipsBy.replace('Ships by ', ''))).toBeVisible()
	await expectNoAxeViolations(page)
	// On paper, only the sheet: no site navigation.
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByRole('navigation')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
	await page.emulateMedia({ media: 'screen' })

	// The packing slip: address, screens and frame labels, no prices.
	await gotoReady(page, `/admin/packing-slip?number=${first.number}`)
	await expect(mainHeading(page)).toHaveText(`Packing slip: order ${first.number}`)
	const main = page.getByRole('main')
	await expect(main).toContainText('77 Maple Drive')
	await expect(main.getByRole('listitem')).toHaveCount(2)
	await expect(main.getByRole('listitem').first()).toContainText(`Order ${first.number}`)
	expect(await main.textContent()).not.toMatch(/\$\s?\d/)
	await expectNoAxeViolations(page)
})
