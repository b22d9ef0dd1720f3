// `npm run dev` as a developer runs it: the shop's own server with Vite in middleware mode, the
// same context as production (environment, database, payments, mail, outbox). Every page answers,
// the health check too, and the browser's modules come from Vite.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startShopProcess, type ShopProcess } from '#tests/support/integration/shop-process.ts'
import { freePort } from '#tests/support/stand-ins/smtp.ts'

let dir: string
let shop: ShopProcess | undefined

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'shop-dev-'))
	shop = await startShopProcess({
		mode: 'dev',
		env: {
			PORT: String(await freePort()),
			SQLITE_PATH: join(dir, 'shop.db'),
			MAIL_DIR: join(dir, 'mail'),
			LOG_LEVEL: 'warn',
		},
		logFile: join(dir, 'dev.log'),
		timeoutMs: 60_000,
	})
}, 90_000)

afterAll(async () => {
	await shop?.stop()
	if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('npm run dev', { timeout: 60_000 }, () => {
	test.each(['/', '/order', '/checkout', '/healthz'])('GET %s answers 200', async (path) => {
		const response = await fetch(`${shop!.url}${path}`)
		const body = await response.text()
		expect(response.status, body.slice(0, 500)).toBe(200)
	})

	test('a page loads its scripts from Vite, which serves them', async () => {
		const page = await (await fetch(`${shop!.url}/order`)).text()
		expect(page).toContain('/app/root.tsx')
		const root = await fetch(`${shop!.url}/app/root.tsx`)
		expect(root.status).toBe(200)
		expect(root.headers.get('content-type')).toMatch(/javascript/)
		expect(await root.text()).toContain('import.meta.hot')
	})

	test('the start log names the bound address and development, and no deprecation', () => {
		const output = shop!.output()
		expect(output).toContain(`Shop listening on ${shop!.url} (sqlite, development)`)
		expect(output).not.toMatch(/deprecated|Future Flag/i)
	})
})
