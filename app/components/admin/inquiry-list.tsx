import { Link } from 'react-router'

export type InquiryView = {
	id: string
	kindLabel: string
	name: string
	email: string
	company: string
	phone: string
	quantity: number | null
	message: string
	handled: boolean
	receivedAt: string
	handledAt: string
	replyHref: string
}

export const INBOX_FILTERS = [
	{ value: 'new', label: 'New' },
	{ value: 'handled', label: 'Handled' },
	{ value: 'all', label: 'All' },
] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]['value']

export function inboxHref(filter: InboxFilter, id?: string): string {
	const params = new URLSearchParams()
	if (filter !== 'new') params.set('status', filter)
	if (id) params.set('id', id)
	const query = params.toString()
	return query ? `/admin/inbox?${query}` : '/admin/inbox'
}

/** The filter links and the inquiries, newest first, each opening in full. */
export function InquiryList(props: { filter: InboxFilter; inquiries: InquiryView[] }) {
	return (
		<section aria-labelledby="inbox-list-title" className="mt-8">
			<h2 id="inbox-list-title" className="text-xl font-bold text-ink">
				Inquiries and bulk requests
			</h2>
			<nav aria-label="Filter the inbox" className="mt-3">
				<ul className="flex gap-2">
					{INBOX_FILTERS.map((filter) => (
						<li key={filter.value}>
							<Link
								to={inboxHref(filter.value)}
								aria-current={props.filter === filter.value ? 'page' : undefined}
								className="inline-block rounded-md border border-brand-700 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
							>
								{filter.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{props.inquiries.length === 0 ? (
				<p className="mt-4 text-muted">No inquiries here.</p>
			) : (
				<ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
					{props.inquiries.map((inquiry) => (
						<li key={inquiry.id} className="py-3">
							<p className="flex flex-wrap items-baseline gap-x-3">
								<Link
									to={inboxHref(props.filter, inquiry.id)}
									className="font-semibold text-brand-700 underline"
								>
									{inquiry.kindLabel} from {inquiry.name || inquiry.email}
								</Link>
								<span className="text-sm text-muted">{inquiry.receivedAt}</span>
								<span className="text-sm text-muted">{inquiry.handled ? 'Handled' : 'New'}</span>
							</p>
							<p className="mt-1 line-clamp-2 text-muted">{inquiry.message}</p>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
