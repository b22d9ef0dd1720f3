import { Link } from 'react-router'

const MODES = [
	{ mode: 'sign-in', label: 'Sign In' },
	{ mode: 'sign-up', label: 'Create Account' },
] as const

/** Switches the /auth form between signing in and creating an account (plain links, so it also
 * works before JavaScript loads; the current one is marked for screen readers). */
export function AuthModeToggle({
	mode,
	redirectTo,
}: {
	mode: 'sign-in' | 'sign-up'
	redirectTo?: string
}) {
	return (
		<nav aria-label="Sign in or create an account" className="mb-6">
			<ul className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
				{MODES.map((item) => {
					const current = item.mode === mode
					const search = new URLSearchParams({ mode: item.mode })
					if (redirectTo) search.set('redirectTo', redirectTo)
					return (
						<li key={item.mode}>
							<Link
								to={`/auth?${search}`}
								replace
								preventScrollReset
								aria-current={current ? 'page' : undefined}
								className={`block rounded-md px-3 py-2 text-center font-semibold ${current ? 'bg-white text-brand-700 shadow-sm' : 'text-muted hover:text-ink'}`}
							>
								{item.label}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
