import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'

/**
 * Fades the page out while the next route loads and in when it arrives (300 ms, none under
 * prefers-reduced-motion, see app.css), and scrolls to the top on every path change.
 */
export function PageTransition({ children }: { children: ReactNode }) {
	const { pathname, hash } = useLocation()
	const navigation = useNavigation()
	const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname

	useEffect(() => {
		if (!hash) window.scrollTo(0, 0)
	}, [pathname, hash])

	return (
		<div key={pathname} id="main-content" className="page-content" data-leaving={leaving}>
			{children}
		</div>
	)
}
