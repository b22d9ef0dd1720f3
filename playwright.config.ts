import { defineConfig } from '@playwright/test'
import CHROMIUM from './scripts/chromium.json' with { type: 'json' }
import {
	E2E_BASE_URL,
	E2E_DATA_DIR,
	E2E_MAIL_DIR,
	E2E_PORT,
	E2E_SHOP_INBOX,
	E2E_SHOP_SETTINGS,
	E2E_SQLITE_PATH,
} from './tests/support/e2e/env.ts'

// Journeys run against the production build (`npm test` builds first; `node server.js` serves
// it) in Debian's Chromium, never a downloaded browser, started as `npm run lighthouse` starts it
// (scripts/chromium.json: headless, no sandbox, no GPU, no background traffic).
export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.test.ts',
	// Artifacts (traces, screenshots) go here; the server's data dir and the JSON report sit
	// beside it, because Playwright empties this folder at the start of every run.
	outputDir: 'test-results/e2e-artifacts',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	// A flaky test is fixed, never retried.
	retries: 0,
	workers: 2,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
	use: {
		baseURL: E2E_BASE_URL,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'chromium',
			use: {
				browserName: 'chromium',
				viewport: { width: 1280, height: 800 },
				launchOptions: CHROMIUM,
			},
		},
	],
	webServer: {
		// Playwright starts the web server before any globalSetup runs, so the data dir is wiped
		// here, in the same command, before the server opens a fresh database in it.
		command: `node -e "fs.rmSync(process.argv[1], { recursive: true, force: true })" "${E2E_DATA_DIR}" && node server.js`,
		url: `${E2E_BASE_URL}/`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000,
		stdout: 'ignore',
		stderr: 'pipe',
		gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
		env: {
			NODE_ENV: 'production',
			PORT: String(E2E_PORT),
			HOST: '127.0.0.1',
			// The address the browser uses is the shop's public origin: e-mail links and payment
			// return URLs must lead back to it (without PUBLIC_URL they would say localhost).
			PUBLIC_URL: E2E_BASE_URL,
			// SQLite and .eml files, whatever the caller's environment or .env says.
			DATABASE_URL: '',
			SMTP_URL: '',
			SQLITE_PATH: E2E_SQLITE_PATH,
			MAIL_DIR: E2E_MAIL_DIR,
			SHOP_INBOX: E2E_SHOP_INBOX,
			OUTBOX_POLL_MS: '100',
			// Rate limits count the address a proxy appends to X-Forwarded-For (the socket's address
			// when there is none), so a journey can sign up as a visitor of its own.
			TRUST_PROXY: 'true',
			// The owner's legal name and address, which the footer and /contact show.
			...E2E_SHOP_SETTINGS,
		},
	},
})
