import { createContext, useContext } from 'react'
import { Links, type EntryContext } from 'react-router'

// The page's scripts, announced at low fetch priority. React Router's <Scripts> announces the
// same files with <link rel="modulepreload"> at the browser's default (high) priority; the
// browser fetches a module once, so whichever link comes first sets the priority, and these come
// first (the head renders before <Scripts> at the end of the body). The document already holds
// the whole page and its stylesheet, so nothing the first paint needs waits on the scripts: at
// low priority they stay behind the images of the first screen. Lighthouse's simulated
// throttling also counts a high-priority script that happens to finish loading before the first
// paint as holding that paint back, which made First Contentful Paint swing between about 0.9 s
// and 2 s from run to run on the same page. The links carry no CSP nonce: the policy's
// script-src allows the site's own files ('self'), and each nonce in a document is one more gap
// the page caches splice a fresh value into (server/spliced-gzip.ts).
// app/entry.server.tsx provides the list (the context is its own provider, as React 19 allows).
export const ModulePreloadsContext = /* @__PURE__ */ createContext<readonly string[]>([])

/**
 * The modules React Router's <Scripts> preloads for this document: the entry with its imports,
 * then each matched route's module and imports.
 */
export function pageModules({ manifest, staticHandlerContext }: EntryContext): string[] {
	const hrefs = [manifest.entry.module, ...manifest.entry.imports]
	for (const match of staticHandlerContext.matches) {
		const route = manifest.routes[match.route.id]
		if (!route) continue
		hrefs.push(route.module, ...(route.imports ?? []))
		if (route.clientActionModule) hrefs.push(route.clientActionModule)
		if (route.clientLoaderModule) hrefs.push(route.clientLoaderModule)
		if (route.hydrateFallbackModule) hrefs.push(route.hydrateFallbackModule)
	}
	return [...new Set(hrefs)]
}

/**
 * React Router's <Links> after the low-priority preloads. Server only: root.tsx renders plain
 * <Links> in the browser (selected by `import.meta.env.SSR`, so none of this file is in the
 * browser's scripts), where the list is not known and the links are already in the document.
 */
export function LinksAfterModulePreloads() {
	const hrefs = useContext(ModulePreloadsContext)
	return (
		<>
			{hrefs.map((href) => (
				<link key={href} rel="modulepreload" href={href} fetchPriority="low" />
			))}
			<Links />
		</>
	)
}
