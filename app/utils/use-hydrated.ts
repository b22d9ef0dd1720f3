import { startTransition, useEffect, useState } from 'react'

// Set once the document's page has hydrated; components mounted after that (a client-side
// navigation) start out hydrated.
let documentHydrated = false

/**
 * False while the page is server-rendered or hydrating, true once React runs in the browser.
 * The switch after hydration is a transition in its own task, not a synchronous second render
 * right after hydration (what useSyncExternalStore with a server snapshot does): the page's
 * first task stays short (Lighthouse's total blocking time).
 */
export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(documentHydrated)
	useEffect(() => {
		documentHydrated = true
		if (!hydrated) startTransition(() => setHydrated(true))
	}, [hydrated])
	return hydrated
}
