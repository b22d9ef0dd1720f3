// The one gate of the back office: every admin loader and action starts with requireAdmin().
// Anyone who is not a signed-in admin gets the shop's plain 404, so the back office looks like
// any missing page. A thrown Response (not data()) also suits the CSV resource route, which
// answers it as it is; page routes show it through their ErrorBoundary's 404 page.
import { findAdmin, type AdminUser } from '#app/models/auth/users.server.ts'
import { getUserId } from '#app/services/auth/session.server.ts'

type Ctx = Parameters<typeof getUserId>[1]

export function notFound(): Response {
	return new Response('Not Found', {
		status: 404,
		statusText: 'Not Found',
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

/** The signed-in admin; throws a 404 for guests and for every other account. */
export async function requireAdmin(request: Request, context: Ctx): Promise<AdminUser> {
	const userId = await getUserId(request, context)
	const admin = userId ? await findAdmin(context.db, userId) : undefined
	if (!admin) throw notFound()
	return admin
}

/** Back-office pages are personal data: never stored by a browser or a proxy. */
export function adminHeaders() {
	return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
}

/** A back-office page's headers; a refusal (the 404 all but admins get) has none of them, like
 * any missing page. */
export function adminPageHeaders({ errorHeaders }: { errorHeaders?: Headers }) {
	return errorHeaders ? {} : adminHeaders()
}
