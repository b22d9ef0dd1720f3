import { createContext, useContext } from 'react'

// The request's Content-Security-Policy nonce, for inline scripts our own components render.
// app/entry.server.tsx provides it; in the browser it is '' (browsers hide nonces from the DOM,
// and a script added after load would not run anyway).
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
	return useContext(NonceContext)
}
