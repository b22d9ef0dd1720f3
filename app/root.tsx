import { useEffect } from 'react'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	data,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheetUrl from './app.css?url'
import { AuthSync } from '#app/components/auth/auth-sync.tsx'
import { SessionCartProvider } from '#app/components/cart/session-cart-provider.tsx'
import { ChatWidget } from '#app/components/chat/chat-widget.tsx'
import { KeptSiteFooter } from '#app/components/layout/kept-site-footer.tsx'
import { InlineStylesheet } from '#app/components/layout/inline-stylesheet.tsx'
import { ScriptsAfterPaintLoader } from '#app/components/layout/scripts-after-paint.tsx'
import { hydrationStarted, releaseEarlyTaps } from '#app/components/layout/early-taps.ts'
import { errorPageMeta } from '#app/components/layout/route-error-boundary.tsx'
import { PageTransition } from '#app/components/layout/page-transition.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeadTags } from '#app/components/layout/site-head-tags.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { ShopIdentityProvider } from '#app/components/layout/shop-identity.tsx'
import { ZodJitlessScript } from '#app/components/layout/zod-jitless-script.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { readSession } from '#app/services/auth/session.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { clearanceSentence } from '#app/content/words/clearance.ts'
import { toast } from '#app/utils/toast.ts'
import { takeToast } from '#app/utils/toast.server.ts'

// An error the root's boundary caught gets a title that says what happened (a 404: the title of
// an unknown URL's page); a route that shows its own error sets its own.
export const meta: Route.MetaFunction = ({ error, matches }) =>
	error ? errorPageMeta(error, matches) : []

// Production documents carry the stylesheet inline (<InlineStylesheet>); development links the
// file so that Vite can update it in place.
export const links: Route.LinksFunction = () =>
	import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheetUrl }] : []

export async function loader({ request, context }: Route.LoaderArgs) {
	const [{ toast, headers }, session] = await Promise.all([
		takeToast(request, context.sessionSecret),
		readSession(request, context),
	])
	// A renewed session cookie (rolling expiry) or one clearing a session that ended.
	const responseHeaders = new Headers(headers)
	for (const cookie of session.cookies) responseHeaders.append('Set-Cookie', cookie)
	return data(
		{
			toast,
			origin: publicOrigin(context.env),
			user: session.user,
			// Public by nature (printed on every page); the same for every visitor.
			shop: shopIdentity(context.env),
			// The measuring sentence with the workshop's clearance, made here so that the pages carry
			// the words and not the rule (useClearanceSentence).
			clearanceSentence: clearanceSentence(context.env.SHOP_CLEARANCE_SIXTEENTHS),
		},
		{ headers: responseHeaders },
	)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const shop = useRouteLoaderData<typeof loader>('root')?.shop
	// The browser renders the layout once React Router has read the server's data (its first
	// render waits for that): a tap held since (early-taps.ts) can now be replayed. Only a timer
	// is set here; the click comes in a task of its own.
	if (!import.meta.env.SSR) hydrationStarted()
	// The layout's effect runs once the whole page has hydrated (a parent's after its children's).
	useEffect(releaseEarlyTaps, [])
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				{/* The server's only, as are the stylesheet and the scripts' loader below: React skips
				    the elements of the head it does not render, so the browser keeps them as sent. */}
				{import.meta.env.SSR ? <ZodJitlessScript /> : null}
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<Meta />
				<SiteHeadTags />
				{import.meta.env.SSR ? <InlineStylesheet /> : null}
				{/* Loads the page's scripts once the page is painted (scripts-after-paint.tsx). */}
				{import.meta.env.SSR && !import.meta.env.DEV ? <ScriptsAfterPaintLoader /> : null}
				<Links />
			</head>
			<body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
				<a
					href="#main"
					className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
				>
					Skip to content
				</a>
				{shop ? (
					<ShopIdentityProvider shop={shop}>
						<SessionCartProvider>
							<SiteHeader />
							<main id="main" className="flex-1">
								{children}
							</main>
							{/* Rendered by the server only; the browser keeps its HTML (kept-site-footer.tsx). */}
							{import.meta.env.SSR ? <SiteFooter /> : <KeptSiteFooter />}
							<Toaster />
							<ChatWidget />
						</SessionCartProvider>
					</ShopIdentityProvider>
				) : (
					// The root loader itself failed: its error page, without the shop's header and footer.
					<main id="main" className="flex-1">
						{children}
					</main>
				)}
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

export default function App({ loaderData }: Route.ComponentProps) {
	const flash = loaderData.toast
	useEffect(() => {
		if (flash) toast(flash)
	}, [flash])
	return (
		<>
			<AuthSync userId={loaderData.user?.id ?? null} />
			<PageTransition>
				<Outlet />
			</PageTransition>
		</>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
