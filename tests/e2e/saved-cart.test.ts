import { expect, test, type Page, type Route } from '@playwright/test'
import {
	createVerifiedAccount,
	newAccount,
	signInWithForm,
	signOutButton,
} from '#tests/support/e2e/accounts.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { E2E_BASE_URL } from '#tests/support/e2e/env.ts'
import {
	addDefaultScreens,
	badge,
	cartLines,
	lineQuantity,
	storedCart,
	summaryValue,
	toastWith,
} from '#tests/support/e2e/order-page.ts'

// The saved cart: one line saved to the account, two added as a guest, then signing in joins
// them (saved first), another device sees the same cart, and signing out empties the page's.
// The saved cart is in the server's /checkout, its controls waiting for the page's scripts.

/** The quantities of the lines on /checkout, top to bottom (each test line has its own). */
async function checkoutQuantities(page: Page): Promise<string[]> {
	await gotoReady(page, '/checkout')
	await expect(cartLines(page).first()).toBeVisible()
	return cartLines(page)
		.getByRole('combobox', { name: /^Quantity of / })
		.evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))
}

async function savedLineCount(page: Page): Promise<number> {
	const response = await page.request.get('/api/cart')
	expect(response.status()).toBe(200)
	return ((await response.json()) as { items: unknown[] }).items.length
}

test('a guest cart joins the saved cart at sign-in and shows on every device; sign-out empties it', async ({
	page,
	browser,
	request,
}) => {
	// Three sign-ins and two browser contexts: a longer journey than most.
	test.setTimeout(60_000)
	const account = newAccount('saved-cart')
	await createVerifiedAccount(request, account)

	// A saved cart of one line (one screen).
	await signInWithForm(page, account)
	await gotoReady(page, '/order')
	await addDefaultScreens(page, 1)
	await expect(badge(page)).toHaveText('1')
	await expect.poll(() => savedLineCount(page)).toBe(1)
	await expect
		.poll(() => storedCart(page), { message: 'a signed-in cart is not kept in the browser' })
		.toBeNull()

	// Signing out empties the cart in the page.
	await signOutButton(page).click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`)
	await expect(badge(page)).toHaveCount(0)

	// As a guest: two more lines (two and three screens), kept in this browser.
	await gotoReady(page, '/order')
	await addDefaultScreens(page, 2)
	await addDefaultScreens(page, 3)
	await expect(badge(page)).toHaveText('5')
	await expect.poll(() => storedCart(page)).toHaveLength(2)

	// Signing in joins them after the saved line.
	await signInWithForm(page, account)
	await expect(toastWith(page, 'status', 'Cart Transferred')).toContainText(
		'2 item(s) transferred to your account.',
	)
	await expect(badge(page)).toHaveText('6')
	await expect
		.poll(() => storedCart(page), { message: 'the guest cart moved into the account' })
		.toBeNull()
	expect(await checkoutQuantities(page)).toEqual(['1', '2', '3'])

	// Another device signed in as the same customer sees the same cart, in the same order.
	const otherDevice = await browser.newContext()
	try {
		const other = await otherDevice.newPage()
		await signInWithForm(other, account)
		await expect(badge(other)).toHaveText('6')
		await expect(toastWith(other, 'status', 'Cart Transferred')).toHaveCount(0)
		expect(await checkoutQuantities(other)).toEqual(['1', '2', '3'])

		// A line removed there shows here when this page gets the focus back.
		await other
			.getByRole('button', { name: /^Remove / })
			.first()
			.click()
		await expect(cartLines(other)).toHaveCount(2)
		await expect.poll(() => savedLineCount(other)).toBe(2)
		await page.evaluate(() => window.dispatchEvent(new Event('focus')))
		await expect(badge(page)).toHaveText('5')
	} finally {
		await otherDevice.close()
	}

	// Signing out empties the cart in the page and lands on /auth; the account keeps its cart.
	await signOutButton(page).click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`)
	await expect(badge(page)).toHaveCount(0)
	await expect.poll(() => storedCart(page)).toBeNull()
	await gotoReady(page, '/checkout')
	await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
})

test('a cart that cannot be saved says so, and the page turns into a guest view', async ({
	page,
	browser,
	request,
}) => {
	test.setTimeout(60_000)
	const account = newAccount('cart-errors')
	await createVerifiedAccount(request, account)
	await signInWithForm(page, account)
	await gotoReady(page, '/order')

	// Another device ends this one's session, so the page's next request is refused.
	const otherDevice = await browser.newContext()
	try {
		const other = await otherDevice.newPage()
		await signInWithForm(other, account)
		await gotoReady(other, '/account')
		await other.getByRole('button', { name: 'Sign Out of Other Devices' }).click()
		await expect(toastWith(other, 'status', 'Signed Out Elsewhere')).toBeVisible()
	} finally {
		await otherDevice.close()
	}

	await addDefaultScreens(page, 1)
	await expect(toastWith(page, 'alert', 'Error Saving Cart')).toContainText(
		'Failed to save your cart items.',
	)
	// The server said the session is gone: the page reloads its data and shows a guest's view.
	await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
	await expect(badge(page)).toHaveCount(0)
})

test("the saved cart is in the server's /checkout, its controls disabled until the scripts have loaded it", async ({
	page,
	request,
}) => {
	const account = newAccount('cart-first-paint')
	await createVerifiedAccount(request, account)
	await signInWithForm(page, account)
	// Two screens of 30" x 30" ($46.00 each) saved to the account.
	const added = await page.request.post('/api/cart', {
		data: {
			intent: 'add',
			item: {
				id: 'first-paint-line',
				width: 30,
				widthFraction: 0,
				height: 30,
				heightFraction: 0,
				quantity: 2,
				price: 4600,
				timestamp: new Date().toISOString(),
			},
		},
	})
	expect(added.status()).toBe(200)

	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	// The page's scripts are held back: what shows is the server's HTML alone.
	const held: Route[] = []
	let holding = true
	await page.route(/\.js$/, (route) => (holding ? void held.push(route) : route.continue()))
	await page.goto('/checkout', { waitUntil: 'domcontentloaded' })

	const line = cartLines(page)
	await expect(line).toHaveCount(1)
	await expect(line).toContainText('30" x 30"')
	await expect(line).toContainText('$92.00')
	await expect(line).toContainText('$46.00 each')
	await expect(page.getByRole('heading', { name: 'Your cart (2 screens)' })).toBeVisible()
	await expect(summaryValue(page, /^Subtotal/)).toHaveText('$92.00')
	await expect(summaryValue(page, /^Tax \(8%\)$/)).toHaveText('$7.36')
	await expect(summaryValue(page, /^Shipping$/)).toHaveText('FREE')
	await expect(summaryValue(page, /^Total$/)).toHaveText('$99.36')
	const controls = [
		lineQuantity(line),
		line.getByRole('button', { name: /^Remove / }),
		page.getByRole('radio', { name: 'Standard', exact: true }),
		page.getByRole('radio', { name: 'Expedited', exact: true }),
		page.getByRole('button', { name: 'Pay with Test Checkout' }),
	]
	for (const control of controls) await expect(control).toBeDisabled()
	await expect(page.getByText('Loading Cart...')).toHaveCount(0)
	// No script ran: the header's badge still waits for the cart.
	await expect(badge(page)).toHaveText('...')
	expect(held.length).toBeGreaterThan(0)

	// The scripts come: the page hydrates and the live cart takes over the same elements.
	const released = await page.evaluate(() => performance.now())
	holding = false
	for (const route of held) await route.continue()
	await expect(badge(page)).toHaveText('2')
	for (const control of controls) await expect(control).toBeEnabled()
	await expect(line).toHaveCount(1)
	// Nothing in the page's main part moved, and its largest paint was the server's page, not
	// the live cart's. (The header's badge, '...' until the cart is loaded, is narrower with a
	// number: that shift is every page's, about 0.000002.)
	const paints = await page.evaluate(async () => {
		const entries = (type: string) =>
			new Promise<PerformanceEntry[]>((resolve) => {
				const observer = new PerformanceObserver((list) => resolve(list.getEntries()))
				observer.observe({ type, buffered: true })
				setTimeout(() => resolve([]), 500)
			})
		type Shift = PerformanceEntry & { sources: { node: Node | null }[] }
		const main = document.querySelector('main')!
		const shifts = (await entries('layout-shift')) as Shift[]
		return {
			mainShifts: shifts.filter((shift) =>
				shift.sources.some((source) => !source.node || main.contains(source.node)),
			).length,
			largest: (await entries('largest-contentful-paint')).map((entry) => entry.startTime),
		}
	})
	expect(paints.mainShifts).toBe(0)
	expect(paints.largest.length).toBeGreaterThan(0)
	for (const startTime of paints.largest) expect(startTime).toBeLessThan(released)

	// Three screens: the line's price follows, and the change is saved.
	await lineQuantity(line).selectOption('3')
	await expect(line).toContainText('$138.00')
	await expect(summaryValue(page, /^Total$/)).toHaveText('$149.04')
	await expect(badge(page)).toHaveText('3')
	await expect
		.poll(async () => {
			const saved = await page.request.get('/api/cart')
			return ((await saved.json()) as { items: { quantity: number }[] }).items[0]?.quantity
		})
		.toBe(3)
	expect(errors).toEqual([])
})
