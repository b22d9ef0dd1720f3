// /admin/outbox: e-mails the outbox gave up on, with their last error and a Retry button that
// queues them again with fresh attempts. Admins only (404 otherwise).
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin.outbox'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { FailedMailList } from '#app/components/admin/failed-mail-list.tsx'
import { formatShopTime } from '#app/domain/calendar/shop-calendar.ts'
import { listFailedMail, retryMail } from '#app/models/mail/outbox.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'

export const meta: Route.MetaFunction = (args) =>
	adminPageMeta(args, 'Failed E-mails', 'E-mails that could not be sent.')

export const headers = adminPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const mails = await listFailedMail(context.db, { limit: 100 })
	return {
		mails: mails.map((mail) => ({
			id: mail.id,
			to: mail.to_address,
			subject: mail.subject,
			attempts: mail.attempts,
			lastError: mail.last_error ?? '',
			createdAt: formatShopTime(mail.created_at),
		})),
	}
}

const IdSchema = z.string().trim().min(1).max(64)

export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request, context)
	const id = IdSchema.safeParse((await readFormBody(request)).get('id'))
	if (!id.success) throw data('Say which e-mail to retry.', { status: 400 })
	const queued = await retryMail(context.db, id.data)
	if (queued) context.wakeOutbox()
	return redirectWithToast(
		'/admin/outbox',
		queued
			? { title: 'E-mail Queued Again', description: 'The outbox is sending it now.' }
			: { title: 'Nothing to Retry', description: 'That e-mail is no longer a failed one.' },
		context.sessionSecret,
	)
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
	return (
		<AdminPage title="Failed E-mails">
			<FailedMailList mails={loaderData.mails} />
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
