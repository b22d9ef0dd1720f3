// The catalogue is the one source of the spec's words: pages, forms and e-mails import them from
// app/content/, so no module outside it spells one of those texts itself (a copy would drift from
// the catalogue, and the catalogue test would no longer speak for what customers read).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'
import specRecord from './spec-quoted-texts.json' with { type: 'json' }

const APP = resolve(import.meta.dirname, '../../..')
const CONTENT = join(APP, 'content')

/** Every source module of app/ outside app/content/, tests left out. */
function modulesOutsideContent(dir = APP): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) return path === CONTENT ? [] : modulesOutsideContent(path)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
	})
}

/** A module's code without its comments (a comment may name a text it does not show). */
function withoutComments(source: string): string {
	return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

/**
 * The runs of a spec text long enough to be that text alone: placeholders and ellipses cut, and a
 * toast's title apart from its description ('Payment Error: ...').
 */
function distinctiveRuns(text: string): string[] {
	return text
		.split(/\{\w+\}|\.\.\.|: /)
		.map((run) => run.trim())
		.filter((run) => run.length >= 12)
}

test('distinctiveRuns cuts placeholders and keeps long runs only', () => {
	expect(distinctiveRuns('{n} item(s) transferred to your account.')).toEqual([
		'item(s) transferred to your account.',
	])
	expect(distinctiveRuns('Order Submitted ... issue sending the notification email.')).toEqual([
		'Order Submitted',
		'issue sending the notification email.',
	])
	expect(
		distinctiveRuns('Invalid Dimensions: Width and height must be at least 6 inches.'),
	).toEqual(['Invalid Dimensions', 'Width and height must be at least 6 inches.'])
	expect(distinctiveRuns('Sign In')).toEqual([])
})

test('no module outside app/content/ spells a text of the spec itself', () => {
	const runs = specRecord.texts.flatMap(({ text }) => distinctiveRuns(text))
	const copies = modulesOutsideContent().flatMap((path) => {
		const source = withoutComments(readFileSync(path, 'utf8'))
		return runs
			.filter((run) => source.includes(run))
			.map((run) => `${relative(APP, path)}: '${run}'`)
	})
	expect(copies, 'import these words from app/content/words/messages/ instead').toEqual([])
})
