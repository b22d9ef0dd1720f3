// From a request and the app context to the auth instance and the headers better-auth gets.
import type { AppContext } from '#app/utils/app-context.ts'
import type { DB } from '#db/index.ts'
import { CLIENT_IP_HEADER } from './abuse-guard.server.ts'
import { createAuth, type Auth } from './auth.server.ts'
import { clientIp } from '#app/utils/client-ip.server.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'

type AuthContext = Pick<
	AppContext,
	'db' | 'dialect' | 'env' | 'sessionSecret' | 'wakeOutbox' | 'clientAddress'
>

// One instance per database and origin (links and Secure cookies follow it), built on first use:
// the public origin, and without PUBLIC_URL the few loopback origins of visitorOrigin.
const instances = new WeakMap<DB, Map<string, Auth>>()

/**
 * The auth instance whose e-mail links name `origin` (the public origin unless a request's
 * visitorOrigin is given): Secure cookies when that origin is https.
 */
export function getAuth(context: AuthContext, origin = publicOrigin(context.env)): Auth {
	let byOrigin = instances.get(context.db)
	if (!byOrigin) instances.set(context.db, (byOrigin = new Map()))
	let auth = byOrigin.get(origin)
	if (!auth) {
		auth = createAuth({
			db: context.db,
			dialect: context.dialect,
			env: context.env,
			secret: context.sessionSecret,
			wakeOutbox: context.wakeOutbox,
			secureCookies: origin.startsWith('https:'),
			origin,
		})
		byOrigin.set(origin, auth)
	}
	return auth
}

/** The request's headers for an auth.api call, with the client's address as we determined it
 * (a client-sent header of that name is replaced, never trusted). */
export function authHeaders(request: Request, context: AuthContext): Headers {
	const headers = new Headers(request.headers)
	headers.set(CLIENT_IP_HEADER, clientIp(request, context))
	return headers
}
