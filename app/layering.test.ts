// Keeps the import direction of docs/decisions (layering): every import of app/ and server/ runs
// down the floors below, and no files import each other in a loop (type-only imports count; every
// import must name a file that exists, or the loop search could not follow it).
// Two rules of the rooms' contents too: Kysely (its imports and query building on a database or
// transaction) only in models and db/; no model imports a pricing rule; the facts of app/content/facts/
// read no words, images or UI.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The floors, top first. A file may import its own floor and the floors below it. */
const FLOORS = [
	{ name: 'server', height: 7, holds: ['server/'] },
	{
		name: 'routes',
		height: 6,
		holds: [
			'app/routes/',
			'app/routes.ts',
			'app/root.tsx',
			'app/entry.server.tsx',
			'app/entry.client.tsx',
		],
	},
	{ name: 'components', height: 5, holds: ['app/components/'] },
	{ name: 'workflows', height: 4, holds: ['app/workflows/'] },
	{ name: 'services', height: 3, holds: ['app/services/'] },
	{ name: 'models', height: 2, holds: ['app/models/'] },
	{ name: 'domain', height: 1, holds: ['app/domain/'] },
	{ name: 'content', height: 1, holds: ['app/content/'] },
	{ name: 'utils', height: 1, holds: ['app/utils/'] },
	{ name: 'db', height: 0, holds: ['db/'] },
] as const

type Floor = (typeof FLOORS)[number]

/** Components draw the pages: they may use rules, copy and helpers, never data or outside systems. */
const COMPONENTS_MAY_IMPORT = new Set(['components', 'domain', 'content', 'utils'])

function floorOf(file: string): Floor | undefined {
	return FLOORS.find((floor) =>
		floor.holds.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place)),
	)
}

function isTestCode(file: string): boolean {
	return /\.test\.tsx?$/.test(file) || /(^|\/)[^/]*test-support[^/]*$/.test(file)
}

function sourceFiles(dir: string): string[] {
	return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
		.filter(
			(entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
		)
		.map((entry) =>
			path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
		)
		.filter((file) => !isTestCode(file))
}

const IMPORT_PATTERNS = [
	/\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]/g,
	/\bimport\s+['"]([^'"]+)['"]/g,
	/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
]

const ALIASES: Record<string, string> = {
	'#app/': 'app/',
	'#server/': 'server/',
	'#db/': 'db/',
	'#tests/': 'tests/',
}

/** The repository paths a file imports (other packages left out), read from its text. */
export function importsOf(file: string, text: string): string[] {
	const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
	const specifiers = IMPORT_PATTERNS.flatMap((pattern) =>
		[...code.matchAll(pattern)].map((match) => match[1] ?? ''),
	)
	return specifiers.flatMap((specifier) => {
		const bare = specifier.replace(/\?.*$/, '')
		const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix))
		if (alias) return [ALIASES[alias] + bare.slice(alias.length)]
		if (bare.startsWith('.')) {
			return [path.posix.normalize(path.posix.join(path.posix.dirname(file), bare))]
		}
		return []
	})
}

type Arrow = { from: string; to: string }

function arrowsOf(files: readonly string[]): Arrow[] {
	return files.flatMap((file) =>
		importsOf(file, readFileSync(path.join(ROOT, file), 'utf8')).map((to) => ({ from: file, to })),
	)
}

/** Arrows that break the floors: upward, server/ from app/, or beyond what components may use. */
export function upwardArrows(arrows: readonly Arrow[]): string[] {
	return arrows.flatMap(({ from, to }) => {
		const here = floorOf(from)
		const there = floorOf(to)
		if (!here || !there) return []
		if (from.startsWith('app/') && to.startsWith('server/'))
			return [`${from} -> ${to} (app/ imports server/)`]
		if (here.name === 'components' && !COMPONENTS_MAY_IMPORT.has(there.name)) {
			return [`${from} -> ${to} (components import ${there.name})`]
		}
		if (there.height > here.height) return [`${from} -> ${to} (${here.name} imports ${there.name})`]
		return []
	})
}

/** What the shop's facts (app/content/facts/: numbers and settings) may read: facts, rules, helpers. */
const FACTS_MAY_IMPORT = ['app/content/facts/', 'app/domain/', 'app/utils/', 'db/']

/** Arrows from the facts to words, images or anything above: a fact is never worded or drawn. */
export function factsReadingMore(arrows: readonly Arrow[]): string[] {
	return arrows
		.filter(({ from }) => from.startsWith('app/content/facts/'))
		.filter(({ to }) => !FACTS_MAY_IMPORT.some((room) => to.startsWith(room)))
		.map(({ from, to }) => `${from} -> ${to} (facts import only facts, domain, utils)`)
}

/** Every loop of imports, as the files in it (Tarjan's strongly connected components). */
export function importCycles(arrows: readonly Arrow[]): string[][] {
	const next = new Map<string, string[]>()
	for (const { from, to } of arrows) next.set(from, [...(next.get(from) ?? []), to])
	const index = new Map<string, number>()
	const low = new Map<string, number>()
	const stack: string[] = []
	const onStack = new Set<string>()
	const cycles: string[][] = []
	let counter = 0
	const visit = (file: string) => {
		index.set(file, counter)
		low.set(file, counter)
		counter += 1
		stack.push(file)
		onStack.add(file)
		for (const to of next.get(file) ?? []) {
			if (!index.has(to)) {
				visit(to)
				low.set(file, Math.min(low.get(file)!, low.get(to)!))
			} else if (onStack.has(to)) {
				low.set(file, Math.min(low.get(file)!, index.get(to)!))
			}
		}
		if (low.get(file) === index.get(file)) {
			const loop: string[] = []
			let member: string | undefined
			do {
				member = stack.pop()!
				onStack.delete(member)
				loop.push(member)
			} while (member !== file)
			if (loop.length > 1 || (next.get(file) ?? []).includes(file)) cycles.push(loop.sort())
		}
	}
	for (const file of next.keys()) if (!index.has(file)) visit(file)
	return cycles
}

/** React Router's generated route types (`./+types/<route>`): not files of the repository. */
const GENERATED_TYPES = /\/\+types\/[^/]+$/

/**
 * Arrows to no file (an import without its extension, a wrong path): such an arrow would join no
 * loop, so the cycle search could not see one through it.
 */
export function unresolvedArrows(
	arrows: readonly Arrow[],
	exists: (file: string) => boolean,
): string[] {
	return arrows
		.filter(({ to }) => !GENERATED_TYPES.test(to) && !exists(to))
		.map(({ from, to }) => `${from} -> ${to} (no such file)`)
}

/** Where Kysely may be used: the models (one owner per table) and db/ (the instance itself). */
const KYSELY_ROOMS = ['app/models/', 'db/']

const KYSELY_IMPORT = /\b(?:from|import)\s*\(?\s*['"]kysely(?:\/[^'"]*)?['"]/
/** A statement or transaction started on a database or transaction handle (db., trx., deps.db.). */
const QUERY_BUILDING =
	/\b(?:db|trx)\s*\.\s*(?:selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|transaction|connection|executeQuery|schema|dynamic|fn)\b/

function withoutComments(text: string): string {
	return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

/** Files outside the models and db/ that import Kysely or build a query, with what they do. */
export function kyselyOutsideModels(files: readonly { file: string; text: string }[]): string[] {
	return files.flatMap(({ file, text }) => {
		if (KYSELY_ROOMS.some((room) => file.startsWith(room))) return []
		const code = withoutComments(text)
		const query = QUERY_BUILDING.exec(code)?.[0].replace(/\s+/g, '')
		const found = [
			...(KYSELY_IMPORT.test(code) ? ['imports kysely'] : []),
			...(query ? [`builds a query: ${query}`] : []),
		]
		return found.map((what) => `${file} ${what} (Kysely belongs in app/models/ or db/)`)
	})
}

/** The pricing rules: what a price is, volume tiers, totals, shipping, a quote's order money. */
const PRICING_RULES = [
	'app/domain/order/pricing.ts',
	'app/domain/quote/volume-pricing.ts',
	'app/domain/cart/cart-totals.ts',
	'app/domain/shipping/shipping.ts',
	'app/domain/quote/quote-order.ts',
]

/** Models that import a pricing rule (a value: naming a shape with `import type` is not pricing). */
export function pricingInModels(files: readonly { file: string; text: string }[]): string[] {
	return files.flatMap(({ file, text }) => {
		if (!file.startsWith('app/models/')) return []
		const values = text.replace(/\b(?:import|export)\s+type\s[^'"`;]*?\sfrom\s+['"][^'"]+['"]/g, '')
		return importsOf(file, values)
			.filter((to) => PRICING_RULES.includes(to))
			.map((to) => `${file} -> ${to} (models hold no pricing: the workflow prices)`)
	})
}

describe('layering', () => {
	const arrows = arrowsOf([...sourceFiles('app'), ...sourceFiles('server')])

	it('reads the imports of the files', () => {
		expect(arrows.length).toBeGreaterThan(100)
		expect(arrows).toContainEqual({ from: 'app/entry.server.tsx', to: 'app/app.css' })
	})

	it('runs every import down: routes -> workflows -> models/services -> domain/content -> db', () => {
		expect(upwardArrows(arrows)).toEqual([])
	})

	it('has no import cycle, type-only imports included', () => {
		expect(importCycles(arrows)).toEqual([])
	})

	it('reads every import as a file that exists, so the cycle search misses no arrow', () => {
		expect(unresolvedArrows(arrows, (file) => existsSync(path.join(ROOT, file)))).toEqual([])
	})

	it('keeps the facts free of words, images and UI', () => {
		expect(factsReadingMore(arrows)).toEqual([])
	})

	const texts = [...sourceFiles('app'), ...sourceFiles('server'), ...sourceFiles('db')].map(
		(file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }),
	)

	it('keeps Kysely (its imports, query building on db. and trx.) in app/models/ and db/', () => {
		expect(kyselyOutsideModels(texts)).toEqual([])
	})

	it('keeps pricing rules out of app/models/: workflows price, models store', () => {
		expect(pricingInModels(texts)).toEqual([])
	})

	it('catches Kysely outside the models and a model that prices', () => {
		const workflow = 'app/workflows/a.server.ts'
		expect(
			kyselyOutsideModels([
				{ file: workflow, text: "import { sql } from 'kysely'" },
				{ file: 'app/services/b.server.ts', text: "import type { Selectable } from 'kysely'" },
				{ file: 'app/routes/c.tsx', text: 'await context.db\n\t\t.selectFrom("orders")' },
				{ file: workflow, text: 'return trx.updateTable("orders")' },
				{ file: workflow, text: 'db.transaction().execute(work)' },
				{
					file: 'app/models/d.server.ts',
					text: "import { sql } from 'kysely'\ndb.selectFrom('x')",
				},
				{ file: 'db/e.ts', text: 'db.transaction()' },
				{ file: workflow, text: "// db.selectFrom('x')\nconst a = b.selectFrom" },
			]),
		).toHaveLength(5)
		const model = 'app/models/f.server.ts'
		expect(
			pricingInModels([
				{ file: model, text: "import { unitPriceCents } from '#app/domain/order/pricing.ts'" },
				{
					file: model,
					text: "import { orderTotals, type A } from '../domain/shipping/shipping.ts'",
				},
				{
					file: model,
					text: "import type { VolumeTier } from '#app/domain/quote/volume-pricing.ts'",
				},
				{ file: model, text: "import { formatCents } from '#app/domain/common/money.ts'" },
				{ file: workflow, text: "import { unitPriceCents } from '#app/domain/order/pricing.ts'" },
			]),
		).toEqual([
			`${model} -> app/domain/order/pricing.ts (models hold no pricing: the workflow prices)`,
			`${model} -> app/domain/shipping/shipping.ts (models hold no pricing: the workflow prices)`,
		])
	})

	it('catches an upward import, app/ importing server/ and a cycle', () => {
		const sample = [
			{ from: 'app/models/order/orders.server.ts', to: 'app/services/mail/html.server.ts' },
			{ from: 'app/entry.server.tsx', to: 'server/security-headers.ts' },
			{ from: 'app/components/a.tsx', to: 'app/models/order/orders.server.ts' },
			{ from: 'app/domain/a.ts', to: 'app/domain/b.ts' },
			{ from: 'app/domain/b.ts', to: 'app/domain/a.ts' },
		]
		expect(upwardArrows(sample)).toHaveLength(3)
		expect(importCycles(sample)).toEqual([['app/domain/a.ts', 'app/domain/b.ts']])
	})

	it('catches a loop through three files and one through a file importing itself', () => {
		const planted = [
			{ from: 'app/components/a.tsx', to: 'app/components/b.tsx' },
			{ from: 'app/components/b.tsx', to: 'app/components/c.tsx' },
			{ from: 'app/components/c.tsx', to: 'app/components/a.tsx' },
			{ from: 'app/components/c.tsx', to: 'app/components/d.tsx' },
			{ from: 'app/domain/e.ts', to: 'app/domain/e.ts' },
		]
		expect(importCycles(planted)).toEqual([
			['app/components/a.tsx', 'app/components/b.tsx', 'app/components/c.tsx'],
			['app/domain/e.ts'],
		])
	})

	it('names an import that reads as no file', () => {
		const files = new Set(['app/domain/a.ts', 'app/domain/b.ts'])
		const planted = [
			{ from: 'app/domain/a.ts', to: 'app/domain/b.ts' },
			{ from: 'app/domain/b.ts', to: 'app/domain/a' },
			{ from: 'app/routes/c.tsx', to: 'app/routes/+types/c' },
		]
		expect(unresolvedArrows(planted, (file) => files.has(file))).toEqual([
			'app/domain/b.ts -> app/domain/a (no such file)',
		])
	})

	it('catches content importing components and facts importing words', () => {
		const planted = [
			{ from: 'app/content/words/a.ts', to: 'app/components/marketing/b.tsx' },
			{ from: 'app/content/facts/c.ts', to: 'app/content/words/d.ts' },
			{ from: 'app/content/facts/c.ts', to: 'app/content/images/e.ts' },
			{ from: 'app/content/facts/c.ts', to: 'app/domain/order/f.ts' },
			{ from: 'app/content/words/d.ts', to: 'app/content/facts/c.ts' },
		]
		expect(upwardArrows(planted)).toEqual([
			'app/content/words/a.ts -> app/components/marketing/b.tsx (content imports components)',
		])
		expect(factsReadingMore(planted)).toHaveLength(2)
	})
})

describe('importsOf', () => {
	it('reads static, re-exported, type-only, side-effect and dynamic imports; skips comments', () => {
		const text = [
			"import type { A } from '#app/domain/a.ts'",
			'import {',
			'\tb,',
			"} from './b.ts'",
			"export { c } from '../c.ts'",
			"import './d.css'",
			"const e = await import('#server/e.ts')",
			"import f from './f.txt?raw'",
			"import { z } from 'zod'",
			"// import { g } from './g.ts'",
		].join('\n')
		expect(importsOf('app/models/x.ts', text).sort()).toEqual([
			'app/c.ts',
			'app/domain/a.ts',
			'app/models/b.ts',
			'app/models/d.css',
			'app/models/f.txt',
			'server/e.ts',
		])
	})
})
