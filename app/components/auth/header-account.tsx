import { isCurrentPage, SiteLink } from '#app/components/layout/site-link.tsx'
import { SignOutButton } from './sign-out-button.tsx'
import { useSessionUser } from './use-session-user.ts'

const barItem = 'rounded px-3 py-2 font-medium text-ink hover:bg-brand-50'

/**
 * The header's account corner: Login for guests; Account and Sign Out when signed in, and Admin
 * (the back office) before them for an admin.
 */
export function HeaderAccount() {
	const user = useSessionUser()
	if (!user)
		return (
			<SiteLink to="/auth" className={`hidden sm:block ${barItem}`}>
				Login
			</SiteLink>
		)
	return (
		<div className="hidden items-center gap-1 sm:flex">
			{user.isAdmin ? (
				<SiteLink to="/admin" className={barItem}>
					Admin
				</SiteLink>
			) : null}
			<SiteLink to="/account" className={barItem}>
				Account
			</SiteLink>
			<SignOutButton className={barItem} />
		</div>
	)
}

/** The same choices as list items of the mobile menu (shown on narrow screens only). */
export function MenuAccountItems({
	linkClass,
	pathname,
}: {
	linkClass: (state: { isActive: boolean }) => string
	/** The page shown, marked as the current one when it is the account's. */
	pathname: string
}) {
	const user = useSessionUser()
	const menuLink = (to: '/auth' | '/account' | '/admin', label: string) => {
		const isActive = isCurrentPage(to, pathname)
		return (
			<SiteLink
				to={to}
				aria-current={isActive ? 'page' : undefined}
				className={linkClass({ isActive })}
			>
				{label}
			</SiteLink>
		)
	}
	if (!user) return <li className="sm:hidden">{menuLink('/auth', 'Login')}</li>
	return (
		<>
			{user.isAdmin ? <li className="sm:hidden">{menuLink('/admin', 'Admin')}</li> : null}
			<li className="sm:hidden">{menuLink('/account', 'Account')}</li>
			<li className="sm:hidden">
				<SignOutButton className={`w-full text-left ${linkClass({ isActive: false })}`} />
			</li>
		</>
	)
}
