import { defineConfig } from 'vitest/config'

// Unit and integration tests (real SQLite and PostgreSQL). Browser journeys live in tests/e2e
// and run under Playwright.
export default defineConfig({
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'db/**/*.test.ts',
			'server/**/*.test.ts',
			'tests/integration/**/*.test.ts',
		],
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 30_000,
	},
})
