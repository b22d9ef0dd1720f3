import type { ReactNode } from 'react'
import { Link } from 'react-router'

const base =
	'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2'

const variants = {
	primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
	secondary:
		'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
	light: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
	outlineLight: 'border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white',
} as const

export type ButtonVariant = keyof typeof variants

export function buttonClass(variant: ButtonVariant = 'primary') {
	return `${base} ${variants[variant]}`
}

type Props = { variant?: ButtonVariant; children: ReactNode; className?: string } & (
	{ to: string; href?: never } | { href: string; to?: never }
)

/** A link that looks like a button: `to` for pages of the shop, `href` for mailto:/tel: links. */
export function ButtonLink({ variant = 'primary', children, className = '', ...target }: Props) {
	const classes = `${buttonClass(variant)} ${className}`
	if (target.href !== undefined) {
		return (
			<a href={target.href} className={classes}>
				{children}
			</a>
		)
	}
	return (
		<Link to={target.to} className={classes}>
			{children}
		</Link>
	)
}
