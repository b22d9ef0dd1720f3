import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'

// Whether a page has been shown yet. The document's own page does not fade in: it would delay
// its first contentful paint (and the largest) by the fade, and the spec fades on route changes.
let documentPageShown = false

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
		<Page key={pathname} leaving={leaving}>
			{children}
		</Page>
	)
}

function Page({ leaving, children }: { leaving: boolean; children: ReactNode }) {
	const [enter] = useState(() => documentPageShown)
	useEffect(() => {
		documentPageShown = true
	}, [])
	return (
		<div
			id="main-content"
			className="page-content"
			data-leaving={leaving}
			data-enter={enter || undefined}
		>
			{children}
		</div>
	)
}
