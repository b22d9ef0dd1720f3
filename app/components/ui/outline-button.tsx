// The outlined button: the lesser action beside a primary one (rename, delete, order again, sign
// out of other devices). A module of its own rather than a look of Button (button.tsx), whose
// module every page's first load carries: only the pages that show one load these classes.
import type { ButtonHTMLAttributes } from 'react'

// Whole class names only: Tailwind finds the classes it generates by reading this file.
const LOOK =
	'rounded-lg border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'
type OutlineButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	type: 'submit' | 'button'
	/** Its size and layout: padding (px-3 py-1.5 in a list, px-5 py-2.5 alone), margin, text size. */
	className: string
}

export function OutlineButton({ className, ...props }: OutlineButtonProps) {
	return <button {...props} className={`${className} ${LOOK}`} />
}
