// /admin/inbox: customers' questions and bulk-quote requests, newest first, filtered new/handled;
// ?id= opens one in full to reply (mailto) and mark handled; job-list quotes waiting for review
// are listed on top (they open in /admin/quotes). Admins only (404 otherwise).
import { data } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin.inbox'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { AdminPage, AdminProblem } from '#app/components/admin/admin-page.tsx'
import {
	INBOX_FILTERS,
	inboxHref,
	InquiryList,
	type InboxFilter,
	type InquiryView,
} from '#app/components/admin/inquiry-list.tsx'
import { InquiryFull } from '#app/components/admin/inquiry-view.tsx'
import { WaitingQuotes } from '#app/components/admin/waiting-quotes.tsx'
import { mailtoHref } from '#app/components/admin/mailto.ts'
import { formatShopTime } from '#app/domain/calendar/shop-calendar.ts'
import {
	findInquiry,
	listInquiries,
	markInquiryHandled,
	type Inquiry,
} from '#app/models/inquiry/inquiries.server.ts'
import { listQuotes } from '#app/models/quote/quotes.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { isQuoteExpired } from '#app/workflows/quote/contractor-quotes.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'

export const meta: Route.MetaFunction = (args) =>
	adminPageMeta(args, 'Inbox', 'Inquiries and bulk requests in the back office.')

export const headers = adminPageHeaders

const INBOX_LIMIT = 100

function replySubject(inquiry: Inquiry, shopName: string): string {
	return inquiry.kind === 'bulk'
		? `Re: Your bulk order request (${inquiry.quantity} screens) - ${shopName}`
		: `Re: Your question to ${shopName}`
}

function inquiryView(inquiry: Inquiry, shopName: string): InquiryView {
	return {
		id: inquiry.id,
		kindLabel: inquiry.kind === 'bulk' ? 'Bulk request' : 'Question',
		name: inquiry.name ?? '',
		email: inquiry.email,
		company: inquiry.company ?? '',
		phone: inquiry.phone ?? '',
		quantity: inquiry.quantity,
		message: inquiry.message,
		handled: inquiry.status === 'handled',
		receivedAt: formatShopTime(inquiry.created_at),
		handledAt: inquiry.handled_at ? formatShopTime(inquiry.handled_at) : '',
		replyHref: mailtoHref(inquiry.email, replySubject(inquiry, shopName)),
	}
}

const FILTERS = INBOX_FILTERS.map((filter) => filter.value)
const IdSchema = z.string().trim().min(1).max(64)

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const params = new URL(request.url).searchParams
	const filter = (params.get('status') || 'new') as InboxFilter
	if (!FILTERS.includes(filter)) {
		return data(
			{
				filter: 'new' as InboxFilter,
				inquiries: [],
				open: null,
				problem: 'Unknown inbox filter.',
				waitingQuotes: [],
			},
			{ status: 400 },
		)
	}
	const inquiries = await listInquiries(context.db, {
		status: filter === 'all' ? undefined : filter,
		limit: INBOX_LIMIT,
	})
	const waitingQuotes = (await listQuotes(context.db, { status: 'requested', limit: INBOX_LIMIT }))
		.filter((quote) => !isQuoteExpired(quote))
		.map((quote) => ({
			id: quote.id,
			text: `Job-list quote ${quote.number}: ${quote.screen_count} screens from ${quote.name}${quote.company ? ` (${quote.company})` : ''}, ${formatShopTime(quote.created_at)}`,
		}))
	const id = params.get('id')
	const open = id ? await findInquiry(context.db, id) : undefined
	const problem = id && !open ? 'That inquiry does not exist.' : null
	return data(
		{
			filter,
			inquiries: inquiries.map((inquiry) => inquiryView(inquiry, context.env.SHOP_NAME)),
			open: open ? inquiryView(open, context.env.SHOP_NAME) : null,
			problem,
			waitingQuotes,
		},
		{ status: problem ? 404 : 200 },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	await requireAdmin(request, context)
	const form = await readFormBody(request)
	const id = IdSchema.safeParse(form.get('id'))
	if (!id.success) throw data('Say which inquiry to mark handled.', { status: 400 })
	const inquiry = await findInquiry(context.db, id.data)
	if (!inquiry) throw data('That inquiry does not exist.', { status: 404 })
	const marked = await markInquiryHandled(context.db, inquiry.id)
	return redirectWithToast(
		inboxHref('new', inquiry.id),
		marked
			? {
					title: 'Marked as Handled',
					description: `The ${inquiry.kind === 'bulk' ? 'bulk request' : 'question'} from ${inquiry.email} is handled.`,
				}
			: { title: 'Already Handled', description: 'Someone marked it handled before you.' },
		context.sessionSecret,
	)
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
	const { filter, inquiries, open, problem, waitingQuotes } = loaderData
	return (
		<AdminPage title="Inbox">
			{problem ? <AdminProblem message={problem} /> : null}
			<WaitingQuotes quotes={waitingQuotes} />
			{open ? <InquiryFull inquiry={open} /> : null}
			<InquiryList filter={filter} inquiries={inquiries} />
			{inquiries.length === INBOX_LIMIT ? (
				<p className="mt-2 text-muted">Showing the newest {INBOX_LIMIT}.</p>
			) : null}
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
