// Every page route (a module in app/routes.ts with a component) shows its own errors: it exports
// an ErrorBoundary, and its exports stand in the house order meta, loader, action, component,
// ErrorBoundary. Resource routes (no component: api.*, webhooks, healthz, csv, robots, sitemap)
// answer their own errors and need none.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
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
	/^export (?:function ErrorBoundary\b|\{ \w+ as ErrorBoundary \})/m,
]

describe('route error boundaries', () => {
	test('app/routes.ts has page routes and resource routes', () => {
		expect(pages.length).toBeGreaterThan(20)
		expect(pages.length).toBeLessThan(modules.length)
	})

	test.each(pages.map(({ file }) => file))('%s exports an ErrorBoundary', async (file) => {
		const module = (await import(resolve(APP, file))) as Record<string, unknown>
		expect(typeof module.ErrorBoundary, `${file} has no ErrorBoundary`).toBe('function')
	})

	test.each(pages.map(({ file, source }) => [file, source]))(
		'%s exports meta, loader, action, component, ErrorBoundary in that order',
		(_file, source) => {
			const found = ORDER.map((pattern) => source.search(pattern)).filter((at) => at >= 0)
			expect(found).toEqual([...found].sort((a, b) => a - b))
			expect(found.at(-1)).toBe(source.search(ORDER[4]!))
		},
	)
})
