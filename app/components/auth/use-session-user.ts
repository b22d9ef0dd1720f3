import { useRouteLoaderData } from 'react-router'
import type { SessionUser } from '#app/domain/auth/session-user.ts'

/** The signed-in user's public fields from the root loader, or null for a guest. */
export function useSessionUser(): SessionUser | null {
	return useRouteLoaderData<{ user: SessionUser | null }>('root')?.user ?? null
}
