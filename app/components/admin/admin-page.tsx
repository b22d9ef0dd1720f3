import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { NavLink } from 'react-router'

const SECTIONS = [
	{ to: '/admin', label: 'Orders' },
	{ to: '/admin/production', label: 'Production' },
	{ to: '/admin/inbox', label: 'Inbox' },
	{ to: '/admin/quotes', label: 'Quotes' },
	{ to: '/admin/outbox', label: 'Failed e-mails' },
] as const

/** The back office's frame: its own navigation above every admin page. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<nav aria-label="Back office" className="border-b border-gray-200 pb-3">
				<ul className="flex flex-wrap gap-2">
					{SECTIONS.map((section) => (
						<li key={section.to}>
							<NavLink
								to={section.to}
								end
								className="inline-block rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
							>
								{section.label}
							</NavLink>
						</li>
					))}
				</ul>
			</nav>
			<h1 className="mt-6 text-3xl font-bold text-ink">{title}</h1>
			{children}
		</div>
	)
}

/** The back office's primary action; a link that does one (a mailto: reply) looks the same. */
export const adminButtonClass =
	'rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

const adminSecondaryButtonClass =
	'rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

type AdminButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
	type: 'submit' | 'button'
	/** An outlined button: the lesser action (filter, download, mark handled, cancel an order). */
	secondary?: boolean
}

/**
 * The back office's button, smaller than the shop's (components/ui/button.tsx); it lives here,
 * in the module every admin page loads, so it costs no page another file. `className` is its
 * layout (margin).
 */
export function AdminButton({ secondary, className = '', ...props }: AdminButtonProps) {
	const look = secondary ? adminSecondaryButtonClass : adminButtonClass
	return <button {...props} className={`${className} ${look}`.trim()} />
}

/** A card of the back office (an inquiry, a quote under review). */
export const adminCardClass = 'mt-6 rounded-lg border border-gray-200 p-4'

/** A field's problem, under it; its id is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string }) {
	return message ? (
		<p id={id} className="mt-1 text-sm font-medium text-red-800">
			{message}
		</p>
	) : null
}

/** A problem with the request (bad filter, unknown order), shown where the content would be. */
export function AdminProblem({ message }: { message: string }) {
	return (
		<p role="alert" className="error-alert mt-6 p-4">
			{message}
		</p>
	)
}
