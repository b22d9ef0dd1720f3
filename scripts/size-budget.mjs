// The size budget, a step of `npm test` after the build: every page's first-load JavaScript
// (gzip level 9, as bench/lib/first-load-js.mjs counts what Chromium loads) at most 123,000 B
// (120 KB: 5 KB under the 125 KB goal of decision 004, room for what comes next), a page named in
// `firstLoadAllowance` at most its allowance, and no route's own chunk over 12 KB. Read from the build, without a browser: React Router's
// manifest (build/client/assets/manifest-*.js) names for each route its module, the pieces split
// out of it (a clientAction's module) and the modules it imports; a page's first load is the entry, the route chain from the root down to the page, and
// every module those import statically: what the page's module script loads once the page is
// painted (app/components/layout/scripts-after-paint.tsx). Each file is
// gzipped on its own and the sizes summed. Lazy chunks (import()) are not counted: they load on
// use. Run alone with `node scripts/size-budget.mjs [build/client]`; exits 1 naming every page
// over budget. KB = 1024 bytes.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { textTable } from './text-table.mjs'

export const BUDGET = {
	firstLoadBytes: 123_000,
	// Pages not yet under firstLoadBytes, each held to about what it loads today so that it cannot
	// grow (page -> bytes). None today: /order came under it with its gallery and specification in a
	// chunk loaded after the first load (docs/measurements/phone-speed.md).
	firstLoadAllowance: {},
	ownChunkBytes: 12 * 1024,
}

/** A page's first-load limit: its allowance, or the budget's. */
export const firstLoadLimit = (page, budget = BUDGET) =>
	budget.firstLoadAllowance?.[page] ?? budget.firstLoadBytes

/** The manifest object from the text of manifest-*.js (`window.__reactRouterManifest={...};`). */
export function parseManifest(source) {
	const start = source.indexOf('{')
	const end = source.lastIndexOf('}')
	if (start < 0 || end < start) throw new Error('No manifest object in the manifest file')
	const manifest = JSON.parse(source.slice(start, end + 1))
	if (!manifest.entry?.module || !manifest.routes) {
		throw new Error('The manifest has no entry module or no routes')
	}
	return manifest
}

/** Relative static imports of an ES module (import … from, import '…', export … from), not import(). */
export function staticImports(code) {
	const specifiers = new Set()
	const patterns = [
		/(?:^|[;\s}])import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+\s*|\{[^}]*\}\s*)?(?:from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
		/(?:^|[;\s}])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+)["']/g,
	]
	for (const pattern of patterns) {
		for (const match of code.matchAll(pattern)) specifiers.add(match[1])
	}
	return [...specifiers]
}

/** The route ids from the root down to `routeId`. */
function routeChain(manifest, routeId) {
	const chain = []
	for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
		if (!manifest.routes[id]) throw new Error(`The manifest has no route ${id}`)
		chain.unshift(id)
	}
	return chain
}

/** The URL pattern of a route: its chain's paths joined ('/' for the index route). */
export function routePath(manifest, routeId) {
	const parts = routeChain(manifest, routeId)
		.map((id) => manifest.routes[id].path ?? '')
		.filter(Boolean)
	return `/${parts.join('/')}`
}

/** Routes that render a page (resource routes have no default export), in manifest order. */
export function pageRoutes(manifest) {
	return Object.values(manifest.routes).filter(
		(route) => route.id !== 'root' && route.hasDefaultExport,
	)
}

/**
 * The pieces React Router split out of a route module (future.v8_splitRouteModules): the page's
 * <Scripts> imports each of them with the route's main module.
 */
const SPLIT_MODULE_FIELDS = [
	'clientActionModule',
	'clientLoaderModule',
	'clientMiddlewareModule',
	'hydrateFallbackModule',
]
const splitModules = (route) => SPLIT_MODULE_FIELDS.map((field) => route[field]).filter(Boolean)

/**
 * Every script the browser loads first for a page: the entry, the chain's route modules, their
 * manifest imports, and (read from the files) whatever those import statically in turn.
 * `readAsset(url)` returns a module's source for a URL such as /assets/x.js.
 */
export function firstLoadModules(manifest, routeId, readAsset) {
	const urls = new Set()
	const queue = [manifest.entry.module, ...(manifest.entry.imports ?? [])]
	for (const id of routeChain(manifest, routeId)) {
		const route = manifest.routes[id]
		queue.push(route.module, ...splitModules(route), ...(route.imports ?? []))
	}
	while (queue.length) {
		const url = queue.shift()
		if (urls.has(url)) continue
		urls.add(url)
		for (const specifier of staticImports(readAsset(url))) {
			queue.push(posix.join(posix.dirname(url), specifier))
		}
	}
	return [...urls]
}

/** One row per page: first-load bytes (gzip) and its own route chunk's bytes (gzip). */
export function measurePages(manifest, readAsset) {
	const gzipped = new Map()
	const gzipBytes = (url) => {
		if (!gzipped.has(url)) {
			gzipped.set(url, gzipSync(Buffer.from(readAsset(url)), { level: 9 }).length)
		}
		return gzipped.get(url)
	}
	const root = manifest.routes.root
	const rows = pageRoutes(manifest).map((route) => {
		const modules = firstLoadModules(manifest, route.id, readAsset)
		return {
			page: routePath(manifest, route.id),
			routeId: route.id,
			files: modules.length,
			firstLoadBytes: modules.reduce((sum, url) => sum + gzipBytes(url), 0),
			ownChunkBytes: gzipBytes(route.module),
		}
	})
	// The root route's module is every page's own too: held to the same chunk limit.
	if (root) {
		rows.push({
			page: '(root layout, on every page)',
			routeId: 'root',
			files: undefined,
			firstLoadBytes: undefined,
			ownChunkBytes: gzipBytes(root.module),
		})
	}
	return rows
}

/** What is over budget, one sentence per problem, naming the page. */
export function overBudget(rows, budget = BUDGET) {
	const problems = []
	for (const row of rows) {
		const limit = firstLoadLimit(row.page, budget)
		if (row.firstLoadBytes !== undefined && row.firstLoadBytes > limit) {
			problems.push(
				`${row.page}: first-load JS ${bytes(row.firstLoadBytes)} is over ${bytes(limit)}`,
			)
		}
		if (row.ownChunkBytes > budget.ownChunkBytes) {
			problems.push(
				`${row.page}: own chunk (${row.routeId}) ${kb(row.ownChunkBytes)} is over ${kb(budget.ownChunkBytes)}`,
			)
		}
	}
	return problems
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const bytes = (count) => `${count.toLocaleString('en-US')} B`

export function formatTable(rows, budget = BUDGET) {
	const header = ['page', 'first-load JS gzip', 'own chunk gzip', 'files', 'budget']
	const lines = rows.map((row) => [
		row.page,
		row.firstLoadBytes === undefined
			? '-'
			: `${kb(row.firstLoadBytes)} (${row.firstLoadBytes.toLocaleString('en-US')} B)`,
		kb(row.ownChunkBytes),
		row.files === undefined ? '-' : String(row.files),
		overBudget([row], budget).length ? 'OVER' : 'ok',
	])
	return textTable(header, lines).join('\n')
}

/** Reads a build's client directory: its manifest and a reader for its assets. */
export function readBuild(clientDir) {
	const assetsDir = join(clientDir, 'assets')
	if (!existsSync(assetsDir)) {
		throw new Error(`No build in ${clientDir}: run \`npm run build\` first.`)
	}
	const manifests = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name))
	if (manifests.length !== 1) {
		throw new Error(
			`Expected one manifest-*.js in ${assetsDir}, found ${manifests.length}: build afresh.`,
		)
	}
	const manifest = parseManifest(readFileSync(join(assetsDir, manifests[0]), 'utf8'))
	const readAsset = (url) => {
		if (!url.startsWith('/assets/') || url.includes('..')) {
			throw new Error(`Not a build asset: ${url}`)
		}
		return readFileSync(join(clientDir, url), 'utf8')
	}
	return { manifest, readAsset }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const clientDir = process.argv[2] ?? 'build/client'
	const { manifest, readAsset } = readBuild(clientDir)
	const rows = measurePages(manifest, readAsset)
	console.log(
		`Size budget: first-load JS <= ${bytes(BUDGET.firstLoadBytes)} per page` +
			Object.entries(BUDGET.firstLoadAllowance)
				.map(([page, limit]) => ` (${page}: ${bytes(limit)})`)
				.join('') +
			`, own route chunk <= ${kb(BUDGET.ownChunkBytes)} (gzip level 9, ${clientDir})`,
	)
	console.log(formatTable(rows))
	const problems = overBudget(rows)
	// For scripts/test.mjs: every page is one check in the closing count.
	if (process.env.SIZE_BUDGET_REPORT) {
		const failedPages = new Set(
			rows.filter((row) => overBudget([row]).length).map((row) => row.page),
		)
		writeFileSync(
			process.env.SIZE_BUDGET_REPORT,
			JSON.stringify({ passed: rows.length - failedPages.size, failed: failedPages.size }),
		)
	}
	if (problems.length) {
		console.error(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
		process.exit(1)
	}
	console.log(`\nAll ${rows.length} within budget.`)
}
