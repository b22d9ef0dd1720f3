import { useState } from 'react'
import { useLocation } from 'react-router'
import { HeaderAccount, MenuAccountItems } from '#app/components/auth/header-account.tsx'
import { CloseIcon, LineIcon } from '#app/components/ui/icons.tsx'
import { CartLink } from './cart-link.tsx'
import { Logo } from './logo.tsx'
import { MAIN_NAV } from './nav-links.ts'
import { isCurrentPage, SiteLink } from './site-link.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`block rounded px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-ink'}`

export function SiteHeader() {
	const { pathname } = useLocation()
	// The menu belongs to the page it was opened on, so following a link closes it.
	const [openOnPath, setOpenOnPath] = useState<string | null>(null)
	const menuOpen = openOnPath === pathname

	return (
		<header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
				<SiteLink to="/" className="rounded py-1">
					<Logo />
				</SiteLink>
				<nav aria-label="Main" className="hidden lg:block">
					<ul className="flex items-center gap-1">
						<MainNavItems pathname={pathname} />
					</ul>
				</nav>
				<div className="flex items-center gap-2">
					<HeaderAccount />
					<CartLink />
					{/* Raw: the menu toggle, an icon button (aria-expanded) of the header only. */}
					<button
						type="button"
						className="inline-flex h-11 w-11 items-center justify-center rounded text-ink hover:bg-brand-50 lg:hidden"
						aria-expanded={menuOpen}
						aria-controls="mobile-menu"
						aria-label={menuOpen ? 'Close menu' : 'Open menu'}
						onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
					>
						{menuOpen ? (
							<CloseIcon width="24" height="24" />
						) : (
							<LineIcon width="24" height="24">
								<path d="M4 6h16M4 12h16M4 18h16" />
							</LineIcon>
						)}
					</button>
				</div>
			</div>
			<nav
				id="mobile-menu"
				aria-label="Mobile"
				hidden={!menuOpen}
				className="border-t border-gray-200 px-4 pb-3 lg:hidden"
			>
				<ul>
					<MainNavItems pathname={pathname} />
					<MenuAccountItems linkClass={linkClass} pathname={pathname} />
				</ul>
			</nav>
		</header>
	)
}

/** The main pages' links, in the desktop bar and in the mobile menu alike; the page shown is marked. */
function MainNavItems({ pathname }: { pathname: string }) {
	return MAIN_NAV.map((item) => {
		const isActive = isCurrentPage(item.to, pathname)
		return (
			<li key={item.to}>
				<SiteLink
					to={item.to}
					aria-current={isActive ? 'page' : undefined}
					className={linkClass({ isActive })}
				>
					{item.label}
				</SiteLink>
			</li>
		)
	})
}
