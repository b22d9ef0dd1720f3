// Who is signed in, for loaders and actions: getUserId() for code that only needs the id (the
// saved cart), requireUser() for pages that need an account.
//
// A request with a plain, live session is answered here: the cookie's signature checked with
// node:crypto, then one indexed query for the session and its user, every request (no cache, so
// a session ended on any instance is refused at once). Everything else goes to better-auth's
// getSession, which stays the authority for writes: a refresh that is due (rolling expiry), a
// session that ended (its cookie cleared), a forged or unknown cookie, or its other cookies.
import { redirect } from 'react-router'
import type { SessionRead, SessionUser } from '#app/domain/auth/session-user.ts'
import type { AppContext } from '#app/utils/app-context.ts'
import { findSessionWithUser } from '#app/models/auth/sessions.server.ts'
import { authHeaders, getAuth } from './auth-instance.server.ts'
import { AUTH_POLICY, type Auth } from './auth.server.ts'
import type { RequestLike } from '#app/utils/public-origin.server.ts'
import { parseCookieHeader, verifiedToken } from './session-cookie.server.ts'

type Ctx = Parameters<typeof getAuth>[0] & Pick<AppContext, 'sessionRead'>

export type { SessionRead }

const SESSION_COOKIE = `${AUTH_POLICY.cookiePrefix}.session_token=`
const NO_SESSION: SessionRead = { user: null, cookies: [] }

// One database read per Request, however often it is asked (React Router gives each loader a
// Request of its own; AppContext.sessionRead shares one read across a request's loaders).
const reads = new WeakMap<RequestLike, Promise<SessionRead>>()

/** The signed-in user, refreshing the session's expiry when it is due (rolling sessions). */
export function readSession(request: Request, context: Ctx): Promise<SessionRead> {
	return readSessionOf(request, context, () => request)
}

/**
 * readSession for a caller holding no Fetch Request (server/cart-api.ts): `toRequest` makes one
 * only when better-auth has to answer.
 */
export function readSessionOf(
	request: RequestLike,
	context: Ctx,
	toRequest: () => Request,
): Promise<SessionRead> {
	// The server read this request's session before rendering it: the page shows that user.
	if (context.sessionRead) return context.sessionRead
	// Guests carry no session cookie: answer without touching the database.
	if (!request.headers.get('Cookie')?.includes(SESSION_COOKIE)) return Promise.resolve(NO_SESSION)
	let read = reads.get(request)
	if (!read) {
		read = lookUp(request, context, toRequest)
		reads.set(request, read)
	}
	return read
}

async function lookUp(
	request: RequestLike,
	context: Ctx,
	toRequest: () => Request,
): Promise<SessionRead> {
	const auth = getAuth(context)
	const user = await plainSessionUser(auth, request.headers.get('Cookie') ?? '', context)
	if (user) return { user, cookies: [] }
	return askBetterAuth(auth, toRequest(), context)
}

/** The user of a signed, live session that needs no write; null for better-auth to decide. */
async function plainSessionUser(
	auth: Auth,
	cookieHeader: string,
	context: Ctx,
): Promise<SessionUser | null> {
	const { secret, authCookies, sessionConfig } = await auth.$context
	const cookies = parseCookieHeader(cookieHeader)
	// better-auth renews or clears these along with the session: let it.
	if (cookies.has(authCookies.dontRememberToken.name)) return null
	for (const name of cookies.keys()) if (name.startsWith(authCookies.sessionData.name)) return null

	const signed = cookies.get(authCookies.sessionToken.name)
	const token = signed ? verifiedToken(signed, secret) : null
	if (!token) return null
	const session = await findSessionWithUser(context.db, token)
	if (!session) return null
	const now = Date.now()
	const expiresAt = session.expiresAt.getTime()
	// better-auth's rule: refreshed once it was last refreshed updateAge ago or more.
	const refreshDue =
		expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now
	return expiresAt > now && !refreshDue ? session.user : null
}

async function askBetterAuth(auth: Auth, request: Request, context: Ctx): Promise<SessionRead> {
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
			isAdmin: user.role === 'admin',
		},
		cookies,
	}
}

/** The signed-in user's id, or null for a guest. */
export async function getUserId(request: Request, context: Ctx): Promise<string | null> {
	return (await readSession(request, context)).user?.id ?? null
}

/**
 * The signed-in user; a guest is sent to /auth, and back to `page` after signing in. `page` is the
 * page's address (React Router's `url`), not request.url, which a data request ends in .data.
 */
export async function requireUser(request: Request, context: Ctx, page: URL): Promise<SessionUser> {
	const { user } = await readSession(request, context)
	if (user) return user
	const { pathname, search } = page
	throw redirect(`/auth?${new URLSearchParams({ redirectTo: pathname + search })}`)
}
