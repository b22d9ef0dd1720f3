// For load balancers and uptime checks: 200 while the database answers, 503 when it does not.
// The outbox backlog shows mail piling up (SMTP down) before customers notice.
import type { Route } from './+types/healthz'
import { outboxBacklog, pingDatabase } from '#app/models/admin/health.server.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function loader({ context }: Route.LoaderArgs) {
	try {
		const database = await pingDatabase(context.db)
		const outbox = await outboxBacklog(context.db)
		return Response.json(
			{
				status: 'ok',
				database: { reachable: true, dialect: context.dialect, ...database },
				outbox,
			},
			{ headers: NO_STORE },
		)
	} catch (error) {
		console.error('healthz: database check failed:', error)
		return Response.json(
			{ status: 'unavailable', database: { reachable: false, dialect: context.dialect } },
			{ status: 503, headers: NO_STORE },
		)
	}
}
