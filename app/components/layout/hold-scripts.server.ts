import { HELD_SCRIPT_TYPE } from './scripts-after-paint.tsx'

// React Router's <Scripts> writes one inline module script that imports the entry and the
// matched routes' modules, and React hoists a <link rel="modulepreload"> for each of those files
// into the head. Both make the browser fetch the files as soon as it parses them.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")?) type="module" async="">/g

/**
 * The document with its scripts held back for the loader of scripts-after-paint.tsx: the
 * modulepreload links gone and the module script turned into a data block. A document without
 * React Router's module script (none has) is returned as it is, links included, so that a
 * change in React Router's output leaves pages loading their scripts the usual way.
 */
export function holdScriptsUntilPainted(html: string): string {
	let held = 0
	const rewritten = html.replace(MODULE_SCRIPT, (_script, start: string) => {
		held++
		return `${start} type="${HELD_SCRIPT_TYPE}">`
	})
	if (held !== 1) return html
	return rewritten.replace(MODULE_PRELOAD, '')
}
