import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
	firstLoadModules,
	measurePages,
	overBudget,
	pageRoutes,
	parseManifest,
	routePath,
	staticImports,
} from './size-budget.mjs'

// A small build as React Router writes it: an entry, a root with a lazy chunk, pages sharing a
// chunk, one page whose shared chunk imports another, a nested page and a resource route.
const route = (id, fields) => ({
	id,
	hasDefaultExport: true,
	imports: [],
	css: [],
	...fields,
})
const MANIFEST = {
	entry: { module: '/assets/entry.js', imports: [], css: [] },
	routes: {
		root: route('root', {
			path: '',
			module: '/assets/root.js',
			imports: ['/assets/entry.js', '/assets/shared.js'],
		}),
		'routes/home': route('routes/home', {
			parentId: 'root',
			index: true,
			module: '/assets/home.js',
			imports: ['/assets/entry.js', '/assets/shared.js'],
		}),
		'routes/order': route('routes/order', {
			parentId: 'root',
			path: 'order',
			module: '/assets/order.js',
			// React Router's split route modules: the page's <Scripts> imports this one too.
			clientActionModule: '/assets/order-client-action.js',
			// The manifest leaves out what form.js imports: the file's own import statement says it.
			imports: ['/assets/entry.js', '/assets/form.js'],
		}),
		'routes/admin': route('routes/admin', {
			parentId: 'root',
			path: 'admin',
			module: '/assets/admin.js',
		}),
		'routes/admin.order': route('routes/admin.order', {
			parentId: 'routes/admin',
			path: 'order',
			module: '/assets/admin.order.js',
		}),
		'routes/healthz': route('routes/healthz', {
			parentId: 'root',
			path: 'healthz',
			module: '/assets/healthz.js',
			hasDefaultExport: false,
		}),
	},
	url: '/assets/manifest-abc.js',
	version: 'abc',
}

const padding = (bytes) => randomBytes(bytes).toString('base64').slice(0, bytes)
const ASSETS = {
	'/assets/entry.js': `var e=1;export{e as t};${padding(3000)}`,
	'/assets/shared.js': `import{t as e}from"./entry.js";export const s=e;//${padding(500)}`,
	'/assets/root.js': `import{t as e}from"./entry.js";import{s}from"./shared.js";const l=()=>import(\`./chat.js\`);`,
	'/assets/chat.js': `export default 1;${padding(50_000)}`,
	'/assets/home.js': `import{s}from"./shared.js";export default s;`,
	'/assets/order.js': `import"./entry.js";import{f}from"./form.js";export default f;//${padding(800)}`,
	'/assets/order-client-action.js': `import{t}from"./entry.js";export const clientAction=t;`,
	'/assets/form.js': `import{t}from"./entry.js";export*from"./rules.js";export const f=t;`,
	'/assets/rules.js': `export const r=2;//${padding(400)}`,
	'/assets/admin.js': `export{t}from"./entry.js";export default 1;`,
	'/assets/admin.order.js': `export default 2;`,
	'/assets/healthz.js': ``,
}
const readAsset = (url) => {
	if (!(url in ASSETS)) throw new Error(`no asset ${url}`)
	return ASSETS[url]
}
const gz = (url) => gzipSync(Buffer.from(ASSETS[url]), { level: 9 }).length

describe('size budget', () => {
	it('reads the manifest object out of manifest-*.js', () => {
		const source = `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`
		expect(parseManifest(source)).toEqual(MANIFEST)
		expect(() => parseManifest('window.x=1')).toThrow(/No manifest/)
	})

	it('finds static imports and re-exports, not import()', () => {
		expect(staticImports(ASSETS['/assets/root.js'])).toEqual(['./entry.js', './shared.js'])
		expect(staticImports(ASSETS['/assets/form.js']).sort()).toEqual(['./entry.js', './rules.js'])
		expect(staticImports(ASSETS['/assets/order.js']).sort()).toEqual(['./entry.js', './form.js'])
		expect(staticImports(`import*as r from"./r.js";import d,{x}from'./d.js'`).sort()).toEqual([
			'./d.js',
			'./r.js',
		])
		expect(staticImports('const m=import("./lazy.js")')).toEqual([])
	})

	it('lists the pages (not resource routes) with their URL patterns', () => {
		const pages = pageRoutes(MANIFEST).map((page) => routePath(MANIFEST, page.id))
		expect(pages).toEqual(['/', '/order', '/admin', '/admin/order'])
	})

	it("loads the entry, the route chain, their imports and the files' static imports, once each", () => {
		expect(firstLoadModules(MANIFEST, 'routes/order', readAsset).sort()).toEqual(
			[
				'/assets/entry.js',
				'/assets/form.js',
				'/assets/order.js',
				'/assets/order-client-action.js',
				'/assets/root.js',
				'/assets/rules.js',
				'/assets/shared.js',
			].sort(),
		)
		expect(firstLoadModules(MANIFEST, 'routes/admin.order', readAsset).sort()).toEqual(
			[
				'/assets/admin.js',
				'/assets/admin.order.js',
				'/assets/entry.js',
				'/assets/root.js',
				'/assets/shared.js',
			].sort(),
		)
	})

	it('sums each file gzipped on its own; the own chunk is the page route module', () => {
		const rows = measurePages(MANIFEST, readAsset)
		const order = rows.find((row) => row.page === '/order')
		const files = ['entry', 'shared', 'root', 'order', 'order-client-action', 'form', 'rules']
		expect(order).toMatchObject({
			files: 7,
			firstLoadBytes: files.reduce((sum, name) => sum + gz(`/assets/${name}.js`), 0),
			ownChunkBytes: gz('/assets/order.js'),
		})
		expect(rows.at(-1)).toMatchObject({ routeId: 'root', ownChunkBytes: gz('/assets/root.js') })
	})

	it("holds a page with an allowance to its allowance, not the budget's first-load limit", () => {
		const rows = measurePages(MANIFEST, readAsset)
		const budget = {
			firstLoadBytes: 1,
			firstLoadAllowance: { '/order': 1_000_000 },
			ownChunkBytes: 1_000_000,
		}
		const problems = overBudget(rows, budget)
		expect(problems.some((problem) => problem.startsWith('/order:'))).toBe(false)
		expect(problems.some((problem) => problem.startsWith('/admin:'))).toBe(true)
	})

	it('names the page over either limit, and only that page', () => {
		const rows = measurePages(MANIFEST, readAsset)
		const byPage = Object.fromEntries(rows.map((row) => [row.page, row]))
		expect(overBudget(rows, { firstLoadBytes: 1_000_000, ownChunkBytes: 1_000_000 })).toEqual([])

		const firstLoad = byPage['/order'].firstLoadBytes
		const tight = overBudget(rows, { firstLoadBytes: firstLoad - 1, ownChunkBytes: 1_000_000 })
		expect(tight).toEqual([expect.stringMatching(/^\/order: first-load JS .* is over /)])

		const ownChunk = byPage['/order'].ownChunkBytes
		const small = overBudget(rows, { firstLoadBytes: 1_000_000, ownChunkBytes: ownChunk - 1 })
		expect(small).toEqual([
			expect.stringMatching(/^\/order: own chunk \(routes\/order\) .* is over /),
		])
	})
})

describe('node scripts/size-budget.mjs', () => {
	let dir
	afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

	function writeBuild(assets) {
		dir = mkdtempSync(join(tmpdir(), 'size-budget-'))
		mkdirSync(join(dir, 'assets'))
		writeFileSync(
			join(dir, 'assets/manifest-abc.js'),
			`window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
		)
		for (const [url, source] of Object.entries(assets)) writeFileSync(join(dir, url), source)
		return spawnSync(process.execPath, [join(import.meta.dirname, 'size-budget.mjs'), dir], {
			encoding: 'utf8',
			env: { ...process.env, SIZE_BUDGET_REPORT: '' },
		})
	}

	it('prints every page and passes a build within budget', () => {
		const run = writeBuild(ASSETS)
		expect(run.status).toBe(0)
		for (const page of ['/', '/order', '/admin', '/admin/order']) {
			expect(run.stdout).toMatch(new RegExp(`^${page.replace(/\//g, '\\/')}\\s+\\d`, 'm'))
		}
		expect(run.stdout).not.toContain('/healthz')
	})

	it('fails naming the page whose first load is over its budget', () => {
		// 180 KB of random text compresses to more than the budget.
		const run = writeBuild({
			...ASSETS,
			'/assets/order-client-action.js': `import{t}from"./entry.js";export const clientAction=t;`,
			'/assets/form.js': `export const f=1;//${padding(180_000)}`,
		})
		expect(run.status).toBe(1)
		expect(run.stderr).toMatch(/\/order: first-load JS 1\d\d,\d\d\d B is over 123,000 B/)
		expect(run.stderr).not.toMatch(/^ {2}\/admin/m)
	})

	it('fails naming the page whose own chunk is over 12 KB', () => {
		const run = writeBuild({
			...ASSETS,
			'/assets/admin.order.js': `export default 2;//${padding(20_000)}`,
		})
		expect(run.status).toBe(1)
		expect(run.stderr).toMatch(
			/\/admin\/order: own chunk \(routes\/admin\.order\) .* is over 12\.0 KB/,
		)
	})
})
