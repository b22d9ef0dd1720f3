import { configDefaults, defineConfig } from 'vitest/config'

// Unit and integration tests (real SQLite and PostgreSQL). Browser journeys live in tests/e2e
// and run under Playwright.

// Tests that measure how fast a freshly started server answers: they run alone (VITEST_QUIET=1,
// a step of its own in `npm test`), not beside other test files competing for the same cores.
const QUIET = ['tests/integration/cold-start.test.ts']
const quietOnly = process.env.VITEST_QUIET === '1'

export default defineConfig({
	test: {
		include: quietOnly
			? QUIET
			: [
					'app/**/*.test.{ts,tsx}',
					'db/**/*.test.ts',
					'server/**/*.test.ts',
					'tests/integration/**/*.test.ts',
				],
		exclude: quietOnly ? configDefaults.exclude : [...configDefaults.exclude, ...QUIET],
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 30_000,
	},
})
