// /order-action: the customer's own change or cancel of a paid order (issue 27, item 2).
//
// Opened by a one-time link e-mailed from /track-order (?token=), or from /account by the
// order's signed-in owner (?order=<number>&do=cancel, or a posted "Change order"). A GET only
// shows what the page does: only its button (a POST) uses a link, so a mail scanner that opens
// the link changes nothing. A used change link, or /account's Change order, opens an edit grant
// (a second one-time token) that the change form carries until the change is confirmed
// (app/workflows/order/order-action-links.server.ts). Every answer is private, kept by no cache,
// and its address (which may hold a token) is sent on as no Referer.
import { data } from 'react-router'
import type { Route } from './+types/order-action'
import { OrderActionPage, type OrderActionView } from '#app/components/order/order-action-page.tsx'
import { ORDER_ACTION_WORDS as WORDS } from '#app/content/words/order-actions.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { itemSize, receiptLine } from '#app/domain/order/order-display.ts'
import { editValuesOf, readOrderEditForm } from '#app/domain/order/order-edit-form.ts'
import { withItems, type Order, type OrderWithItems } from '#app/models/order/orders.server.ts'
import { requireUser } from '#app/services/auth/session.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import {
	editableOrder,
	findOwnOrder,
	openEditGrant,
	orderChangeWindow,
	readEditGrant,
	readOrderActionLink,
	startChangeByLink,
} from '#app/workflows/order/order-action-links.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, 'Change or Cancel Your Order', 'Change or cancel a paid order.')

/** Private to one customer, kept by no cache; a link on it never sends its token on. */
const PAGE_HEADERS = {
	'Cache-Control': 'private, no-store',
	'Referrer-Policy': 'no-referrer',
	'X-Robots-Tag': 'noindex',
}
export const headers = () => PAGE_HEADERS

const reply = (view: OrderActionView, status = 200) =>
	data<OrderActionView>(view, { status, headers: PAGE_HEADERS })

const gone = () => reply({ view: 'gone' }, 410)

const notFound = () => data(WORDS.notFound, { status: 404, headers: PAGE_HEADERS })

/** The order can no longer change: why, and the way to the shop. */
function closed(order: Pick<Order, 'number'>) {
	return reply(
		{
			view: 'closed',
			number: order.number ?? '',
			text: ORDER_CHANGE_TEXT.closed,
			contact: { to: '/contact', label: ORDER_CHANGE_TEXT.contactLink },
		},
		409,
	)
}

function cancelView(order: OrderWithItems, by: { token: string } | { order: string }) {
	return reply({
		view: 'cancel',
		number: order.number ?? '',
		total: formatCents(order.total_cents),
		lines: order.items.map(receiptLine),
		by,
	})
}

/** The change form for an order under an edit grant, with what was typed and its faults. */
function editView(
	order: OrderWithItems,
	grant: string,
	form?: {
		values: ReturnType<typeof editValuesOf>
		errors: Record<string, string>
		formError?: string
	},
	status = 200,
) {
	const { lines, address } = editableOrder(order)
	return reply(
		{
			view: 'edit',
			number: order.number ?? '',
			grant,
			values: form?.values ?? editValuesOf(lines, address),
			lines: order.items.map((item) => ({
				description: item.description,
				wasSize: itemSize(item),
				wasQuantity: item.quantity,
			})),
			errors: form?.errors ?? {},
			formError: form?.formError,
		},
		status,
	)
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token')
	if (token !== null) {
		const link = await readOrderActionLink(context.db, token)
		if (link.status === 'gone' || link.link.action === 'edit') return gone()
		if (!link.window.open) return closed(link.order)
		return link.link.action === 'cancel'
			? cancelView(link.order, { token })
			: reply({ view: 'start-change', number: link.order.number ?? '', token })
	}
	if (url.searchParams.get('do') === 'cancel') {
		const user = await requireUser(request, context, url)
		const order = await findOwnOrder(context.db, user.id, url.searchParams.get('order'))
		if (!order) throw notFound()
		if (!orderChangeWindow(order, new Date()).open) return closed(order)
		return cancelView(await withItems(context.db, order), { order: order.number ?? '' })
	}
	return reply({ view: 'gone' }, 400)
}

/** The most characters of the fields that are not the change form's own. */
const FIELD_LIMITS = { intent: 20, token: 43, grant: 43, order: 40 }

export async function action({ request, context, url }: Route.ActionArgs) {
	const form = await readFormBody(request, FIELD_LIMITS)
	const now = new Date()
	switch (form.get('intent')) {
		case 'start-change': {
			const started = await startChangeByLink(context.db, form.get('token'), now)
			if (!started) return gone()
			if ('closed' in started) return closed(started.closed)
			return editView(started.order, started.token)
		}
		case 'change-own': {
			const user = await requireUser(request, context, url)
			const order = await findOwnOrder(context.db, user.id, form.get('order'))
			if (!order) throw notFound()
			if (!orderChangeWindow(order, now).open) return closed(order)
			const grant = await openEditGrant(context.db, order, now)
			return editView(grant.order, grant.token)
		}
		case 'edit': {
			const grant = await readEditGrant(context.db, form.get('grant'), now)
			if (!grant) return reply({ view: 'gone' }, 410)
			const read = readOrderEditForm(textOf(form), editableOrder(grant.order))
			return editView(grant.order, String(form.get('grant')), {
				values: read.values,
				errors: {},
			})
		}
		default:
			return reply({ view: 'failed', number: '', message: WORDS.badForm }, 400)
	}
}

/** A form's text field by name, null when absent or a file. */
const textOf = (form: FormData) => (name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value : null
}

export default function OrderAction({ loaderData, actionData }: Route.ComponentProps) {
	return <OrderActionPage view={actionData ?? loaderData} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
