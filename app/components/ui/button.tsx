// The shop's primary action: a filled brand button, or a link that looks like one. (The pages'
// call-to-action links with their variants are ButtonLink, components/marketing/button-link.tsx.)
import type { ButtonHTMLAttributes } from 'react'

// Whole class names only: Tailwind finds the classes it generates by reading this file.
const LOOK = 'rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
const CONTROL =
	'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
const REFUSED = 'disabled:cursor-not-allowed disabled:opacity-60'
const BUSY = 'disabled:cursor-wait disabled:opacity-60'

type Options = {
	/** A link styled as the button: no focus or disabled styles of its own. */
	link?: boolean
	/** While disabled the button waits for something rather than refuses: a busy cursor. */
	waiting?: boolean
}

/**
 * The primary button's classes, with `layout` (width, margin, text size) first.
 * @example <Link to="/order" className={buttonClass('mt-6 inline-block', { link: true })}>
 */
export function buttonClass(layout = '', { link = false, waiting = false }: Options = {}) {
	const look = link ? LOOK : `${LOOK} ${CONTROL} ${waiting ? BUSY : REFUSED}`
	return layout ? `${layout} ${look}` : look
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	type: 'submit' | 'button'
	waiting?: boolean
}

/** A primary button; `className` is its layout (width, margin, text size). */
export function Button({ className, waiting, ...props }: ButtonProps) {
	return <button {...props} className={buttonClass(className, { waiting })} />
}
