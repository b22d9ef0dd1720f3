// /pay-change?change=<id>: the link in the e-mail that asks a customer to pay for a change the
// shop made to their order (app/workflows/order/change-order.server.ts). It forwards to the
// change's hosted checkout while that is open; otherwise it says the link is closed. The change's
// id is a random UUID, so the link cannot be guessed; it only reads, so it charges nothing itself.
import { Link, redirect } from 'react-router'
import type { Route } from './+types/pay-change'
import { PAY_CHANGE_PAGE } from '#app/content/words/messages/order-change.ts'
import { findOrderChange } from '#app/models/order/order-change-records.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta(matches, PAY_CHANGE_PAGE.title, PAY_CHANGE_PAGE.text),
	{ name: 'robots', content: 'noindex' },
]

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function loader({ request, context }: Route.LoaderArgs) {
	const id = new URL(request.url).searchParams.get('change')?.trim().toLowerCase() ?? ''
	const change = UUID.test(id) ? await findOrderChange(context.db, id) : undefined
	if (change?.status === 'awaiting_payment' && change.checkout_url) {
		throw redirect(change.checkout_url, { headers: { 'Cache-Control': 'private, no-store' } })
	}
	return { closed: true }
}

export default function PayChange() {
	return (
		<div className="mx-auto max-w-2xl px-4 py-12">
			<h1 className="text-2xl font-bold text-ink">{PAY_CHANGE_PAGE.title}</h1>
			<p className="mt-4">{PAY_CHANGE_PAGE.text}</p>
			<p className="mt-4">
				<Link to="/track-order" className="text-link">
					{PAY_CHANGE_PAGE.track}
				</Link>
			</p>
		</div>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
