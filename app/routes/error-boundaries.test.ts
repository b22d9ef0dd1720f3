// Every page route (a module in app/routes.ts with a component) and the root show their errors
// with the one shared boundary (RouteErrorBoundary, whose error page loads lazily): a route that
// exports a boundary of its own fails here. Its exports stand in the house order meta, loader,
// action, component, ErrorBoundary. Resource routes (no component: api.*, webhooks, healthz, csv, robots, sitemap)
// answer their own errors and need none.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { RouteErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
import { declaredRoutes } from '#tests/support/fixtures/routes.ts'

const APP = resolve(import.meta.dirname, '..')
const modules = declaredRoutes().map(({ file }) => ({
	file,
	source: readFileSync(resolve(APP, file), 'utf8'),
}))
const pages = modules.filter(({ source }) => /^export default /m.test(source))

const ORDER = [
	/^export (?:const|async function|function) meta\b/m,
	/^export (?:const|async function|function) loader\b/m,
	/^export (?:const|async function|function) action\b/m,
	/^export default /m,
	/^export \{ RouteErrorBoundary as ErrorBoundary \}/m,
]

describe('route error boundaries', () => {
	test('app/routes.ts has page routes and resource routes', () => {
		expect(pages.length).toBeGreaterThan(20)
		expect(pages.length).toBeLessThan(modules.length)
	})

	test.each([...pages.map(({ file }) => file), 'root.tsx'])(
		'%s exports the shared ErrorBoundary',
		async (file) => {
			const module = (await import(resolve(APP, file))) as Record<string, unknown>
			expect(module.ErrorBoundary, `${file} does not export RouteErrorBoundary`).toBe(
				RouteErrorBoundary,
			)
		},
	)

	test.each(pages.map(({ file, source }) => [file, source]))(
		'%s exports meta, loader, action, component, ErrorBoundary in that order',
		(_file, source) => {
			const found = ORDER.map((pattern) => source.search(pattern)).filter((at) => at >= 0)
			expect(found).toEqual([...found].sort((a, b) => a - b))
			expect(found.at(-1)).toBe(source.search(ORDER[4]!))
		},
	)
})
