// The forms whose state the server holds, in a browser with JavaScript switched off: sign in,
// "Save to my windows", the window book's Add to cart / Add selected / rename, Order again, a job
// list uploaded as a .csv and priced by the server, its quote requested, and "Accept and pay".
// Each answers with a redirect and a toast the server renders, or with the page rendered again.
import { expect, test, type Page } from '@playwright/test'
import { approveQuote } from '#app/workflows/quote/contractor-quotes.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import {
	authFields,
	createVerifiedAccount,
	newAccount,
	signInWithForm,
} from '#tests/support/e2e/accounts.ts'
import { gotoReady } from '#tests/support/e2e/browser.ts'
import { payOnTestCheckout } from '#tests/support/e2e/checkout.ts'
import { withDatabase } from '#tests/support/e2e/db.ts'
import { E2E_BASE_URL, E2E_SHOP_INBOX } from '#tests/support/e2e/env.ts'
import { waitForEmail } from '#tests/support/e2e/mail.ts'
import { addDefaultScreens } from '#tests/support/e2e/order-page.ts'

const JOB_LIST_CSV = 'label,width,height,quantity\nUnit 1 kitchen,30,48,2\nUnit 2 bath,24,36,1\n'

/** The labels of the account's saved cart, in order, as the database holds them. */
function cartLabels(email: string): Promise<(string | null)[]> {
	return withDatabase(async (db) => {
		const rows = await db
			.selectFrom('cart_items')
			.innerJoin('users', 'users.id', 'cart_items.user_id')
			.select(['cart_items.label', 'cart_items.width'])
			.where('users.email', '=', email)
			.orderBy('cart_items.created_at')
			.orderBy('cart_items.position')
			.execute()
		return rows.map((row) => row.label)
	})
}

/** The toast a redirect left for the next page, rendered by the server. */
const flash = (page: Page, text: string | RegExp) =>
	page.getByRole('status').filter({ hasText: text })

test('without JavaScript: sign in, save a window, add it, order again, price and request a job list, accept and pay', async ({
	browser,
	request,
}) => {
	test.setTimeout(150_000)
	const account = newAccount('nojs')
	await createVerifiedAccount(request, account)

	// A paid order to order again, bought the usual way (paying needs the card page's script).
	const withScript = await browser.newContext()
	const buyer = await withScript.newPage()
	await signInWithForm(buyer, account)
	await gotoReady(buyer, '/order')
	await addDefaultScreens(buyer, 2)
	await buyer.waitForLoadState('networkidle')
	await gotoReady(buyer, '/checkout')
	const number = await payOnTestCheckout(buyer, account.email)
	await withScript.close()
	// The cart the payment emptied, so only this journey's adds are in it.
	await expect.poll(() => cartLabels(account.email)).toEqual([])

	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()

	await page.goto('/auth')
	await authFields(page).email.fill(account.email)
	await authFields(page).password.fill(account.password)
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
	await expect(flash(page, 'Welcome back!')).toBeVisible()

	await page.goto('/order')
	await page.getByRole('spinbutton', { name: 'Width in inches' }).fill('31')
	await page.getByRole('textbox', { name: /Room or window label/ }).fill('Porch door')
	await page.getByRole('button', { name: 'Save to my windows' }).click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/order`)
	await expect(flash(page, 'Saved to My windows.')).toBeVisible()

	await page.goto('/account')
	const book = page.getByRole('region', { name: 'My windows' })
	await book.getByRole('button', { name: 'Add to cart: Porch door, 31" x 36"' }).click()
	await expect(page).toHaveURL(`${E2E_BASE_URL}/account`)
	await expect(flash(page, '1 screen added to your cart.')).toBeVisible()
	expect(await cartLabels(account.email)).toEqual(['Porch door'])

	await book
		.getByRole('textbox', { name: 'New label for Porch door, 31" x 36"' })
		.fill('Back porch')
	await book.getByRole('button', { name: 'Rename' }).first().click()
	await expect(flash(page, 'Window renamed.')).toBeVisible()
	await book.getByRole('checkbox', { name: 'Select Back porch, 31" x 36"' }).check()
	await book.getByRole('button', { name: 'Add selected to cart' }).click()
	await expect(flash(page, '1 screen added to your cart.')).toBeVisible()
	expect(await cartLabels(account.email)).toEqual(['Porch door', 'Back porch'])

	await page.getByRole('button', { name: `Order again: order ${number}` }).click()
	await expect(
		flash(page, "1 line from that order added to your cart at today's prices."),
	).toBeVisible()
	expect(await cartLabels(account.email)).toEqual(['Porch door', 'Back porch', null])

	// A job list uploaded as a file, priced by the server, then requested as a quote.
	await page.goto('/bulk-orders')
	const section = page.getByRole('region', { name: 'Price a job list' })
	await section.getByLabel('Or upload a .csv file').setInputFiles({
		name: 'job-list.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(JOB_LIST_CSV),
	})
	await section.getByRole('button', { name: 'Price the list' }).click()
	const lines = section.getByRole('table', { name: /Priced lines \(2\)/ })
	await expect(lines.getByRole('row').filter({ hasText: 'Unit 2 bath' })).toContainText('$46.00')
	await expect(section.getByLabel('Job list')).toHaveValue(JOB_LIST_CSV)
	const email = `nojs-contractor-${Date.now().toString(36)}@e2e.example.com`
	await section.getByLabel('Name').fill('Pat Builder')
	await section.getByLabel('Email').fill(email)
	await section.getByRole('button', { name: 'Request a Quote' }).click()
	await expect(flash(page, 'Quote Requested')).toBeVisible()
	const quote = await withDatabase((db) =>
		db.selectFrom('quotes').select(['id', 'number']).where('email', '=', email).executeTakeFirst(),
	)
	expect(quote?.number).toMatch(/^Q-/)
	await waitForEmail((mail) => mail.to.includes(email) && mail.text.includes(quote!.number), {
		description: `the quote ${quote!.number} received e-mail`,
	})

	// The owner approves it (as /admin/quotes does); the contractor accepts and pays.
	const env = parseEnv({ NODE_ENV: 'test', SHOP_INBOX: E2E_SHOP_INBOX, PUBLIC_URL: E2E_BASE_URL })
	const approved = await withDatabase((db) =>
		approveQuote(db, { id: quote!.id, basisPoints: 0, note: null, approvedBy: 'e2e' }, env),
	)
	if (!approved.ok) throw new Error(`approval refused: ${approved.reason}`)
	await page.goto(`/quote?token=${approved.token}`)
	await page.getByRole('button', { name: 'Accept and pay' }).click()
	await expect(page).toHaveURL(/\/test-checkout\?session=/)
	await context.close()
})
