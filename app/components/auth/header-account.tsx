import { Link, NavLink } from 'react-router'
import { SignOutButton } from './sign-out-button.tsx'
import { useSessionUser } from './use-session-user.ts'

const barItem = 'rounded px-3 py-2 font-medium text-ink hover:bg-brand-50'

/** The header's account corner: Login for guests; Account and Sign Out when signed in. */
export function HeaderAccount() {
	const user = useSessionUser()
	if (!user)
		return (
			<Link to="/auth" className={`hidden sm:block ${barItem}`}>
				Login
			</Link>
		)
	return (
		<div className="hidden items-center gap-1 sm:flex">
			<Link to="/account" className={barItem}>
				Account
			</Link>
			<SignOutButton className={barItem} />
		</div>
	)
}

/** The same choices as list items of the mobile menu (shown on narrow screens only). */
export function MenuAccountItems({
	linkClass,
}: {
	linkClass: (state: { isActive: boolean }) => string
}) {
	const user = useSessionUser()
	if (!user)
		return (
			<li className="sm:hidden">
				<NavLink to="/auth" className={linkClass}>
					Login
				</NavLink>
			</li>
		)
	return (
		<>
			<li className="sm:hidden">
				<NavLink to="/account" className={linkClass}>
					Account
				</NavLink>
			</li>
			<li className="sm:hidden">
				<SignOutButton className={`w-full text-left ${linkClass({ isActive: false })}`} />
			</li>
		</>
	)
}
