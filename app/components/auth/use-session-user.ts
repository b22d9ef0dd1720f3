import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'

/** The signed-in user's public fields from the root loader, or null for a guest. */
export function useSessionUser() {
	return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
}
