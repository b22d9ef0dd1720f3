// React Router's default browser entry, with one step first: a page the server rendered with an
// error (a 404 from a loader, say) waits for the error page's chunk before it hydrates, so the
// server's HTML stays on screen throughout (route-error-boundary.tsx).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { ERROR_PAGE_MARK, preloadErrorPage } from '#app/components/layout/route-error-boundary.tsx'

// A chunk that fails to load leaves the lazy page to try again; hydration goes on regardless.
const ready = document.querySelector(`[${ERROR_PAGE_MARK}]`)
	? preloadErrorPage().catch(() => {})
	: Promise.resolve()

void ready.then(() =>
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
	}),
)
