// Who is signed in, for loaders and actions. The lead's cart code asks getUserId(); pages that
// need an account call requireUser().
import { redirect } from 'react-router'
import { authHeaders, getAuth } from './auth-context.server.ts'
import { AUTH_POLICY } from './auth.server.ts'

type Ctx = Parameters<typeof getAuth>[0]

/** What the browser may know about the signed-in user (root loader data). */
export type SessionUser = {
	id: string
	email: string
	username: string
	fullName: string
	emailVerified: boolean
}

export type SessionRead = {
	user: SessionUser | null
	/** Set-Cookie values to pass on: a renewed session cookie, or one clearing a dead session. */
	cookies: string[]
}

const SESSION_COOKIE = `${AUTH_POLICY.cookiePrefix}.session_token=`
const NO_SESSION: SessionRead = { user: null, cookies: [] }

// One database read per request, however many loaders ask.
const reads = new WeakMap<Request, Promise<SessionRead>>()

/** The signed-in user, refreshing the session's expiry when it is due (rolling sessions). */
export function readSession(request: Request, context: Ctx): Promise<SessionRead> {
	// Guests carry no session cookie: answer without touching the database.
	if (!request.headers.get('Cookie')?.includes(SESSION_COOKIE)) return Promise.resolve(NO_SESSION)
	let read = reads.get(request)
	if (!read) {
		read = lookUp(request, context)
		reads.set(request, read)
	}
	return read
}

async function lookUp(request: Request, context: Ctx): Promise<SessionRead> {
	const auth = getAuth(context, request)
	const { headers, response } = await auth.api.getSession({
		headers: authHeaders(request, context),
		returnHeaders: true,
	})
	const cookies = headers?.getSetCookie() ?? []
	if (!response) return { user: null, cookies }
	const { user } = response
	return {
		user: {
			id: user.id,
			email: user.email,
			username: user.username,
			fullName: user.name,
			emailVerified: user.emailVerified,
		},
		cookies,
	}
}

/** The signed-in user's id, or null for a guest. */
export async function getUserId(request: Request, context: Ctx): Promise<string | null> {
	return (await readSession(request, context)).user?.id ?? null
}

/** The signed-in user; a guest is sent to /auth, and back here after signing in. */
export async function requireUser(request: Request, context: Ctx): Promise<SessionUser> {
	const { user } = await readSession(request, context)
	if (user) return user
	const { pathname, search } = new URL(request.url)
	throw redirect(`/auth?${new URLSearchParams({ redirectTo: pathname + search })}`)
}
