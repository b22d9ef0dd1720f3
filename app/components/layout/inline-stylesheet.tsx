import { createContext, useContext } from 'react'
import { useNonce } from '#app/utils/nonce-provider.ts'

// The site's stylesheet (Tailwind, about 8 KB compressed) travels inside each document instead of
// as a file, so the first paint does not wait for a second request. app/entry.server.tsx provides
// the text in production; in development root.tsx links the file instead, for Vite's hot updates.
const StylesheetContext = createContext('')

export const StylesheetProvider = StylesheetContext.Provider

/** The stylesheet's element, rendered by the server only (root.tsx); the browser keeps it. */
export function InlineStylesheet() {
	const css = useContext(StylesheetContext)
	const nonce = useNonce()
	if (!css) return null
	return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
}
