import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

// Tests of the project's own tooling (scripts/, bench/): Node modules, checked where they can be
// against the app's own schemas.
// scripts/test.mjs runs them after the build, beside the size budget.
export default defineConfig({
	test: {
		root: resolve(import.meta.dirname, '..'),
		include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'],
		environment: 'node',
		testTimeout: 20_000,
	},
})
