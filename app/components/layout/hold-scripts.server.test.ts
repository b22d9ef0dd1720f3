import { describe, expect, test } from 'vitest'
import { holdScriptsUntilPainted } from './hold-scripts.server.ts'
import { HELD_SCRIPT_TYPE } from './scripts-after-paint.tsx'

// The shape of what React Router's <Scripts> and React write into a production document.
const NONCE = 'abc+/=='
const moduleScript = `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");</script>`
const documentWith = (...parts: string[]) =>
	`<!DOCTYPE html><html><head><title>t</title>${parts.join('')}</head><body><p>page</p></body></html>`

const preloads =
	'<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc+/=="/>' +
	'<link rel="modulepreload" href="/assets/root-1.js"/>'

describe('holdScriptsUntilPainted', () => {
	test('turns the module script into a data block and drops the modulepreload links', () => {
		const held = holdScriptsUntilPainted(documentWith(preloads, moduleScript))
		expect(held).not.toContain('modulepreload')
		expect(held).not.toContain('type="module"')
		expect(held).toContain(`<script nonce="${NONCE}" type="${HELD_SCRIPT_TYPE}">`)
		// The script's text is kept as it was, for the loader to run.
		expect(held).toContain('import("/assets/entry.client-1.js");</script>')
		expect(held).toContain('<p>page</p>')
	})

	test('holds a module script without a nonce too', () => {
		const held = holdScriptsUntilPainted(
			documentWith(preloads, moduleScript.replace(` nonce="${NONCE}"`, '')),
		)
		expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}">`)
		expect(held).not.toContain('modulepreload')
	})

	test('leaves a document without React Router module script as it is, preloads included', () => {
		const plain = documentWith(preloads, '<script nonce="x">1</script>')
		expect(holdScriptsUntilPainted(plain)).toBe(plain)
	})

	test('leaves a document with two module scripts as it is: it is not the shape it knows', () => {
		const twice = documentWith(preloads, moduleScript, moduleScript)
		expect(holdScriptsUntilPainted(twice)).toBe(twice)
	})

	test('text that merely quotes a module script in the page is escaped, so never matched', () => {
		const quoted = documentWith(
			preloads,
			moduleScript,
			'<p>&lt;script type=&quot;module&quot; async=&quot;&quot;&gt;</p>',
		)
		const held = holdScriptsUntilPainted(quoted)
		expect(held).toContain(`type="${HELD_SCRIPT_TYPE}"`)
		expect(held).toContain('&lt;script type=&quot;module&quot;')
	})
})
