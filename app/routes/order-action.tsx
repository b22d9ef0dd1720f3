// /order-action: the customer's own change or cancel of a paid order (issue 27, item 2).
//
// Opened by a one-time link e-mailed from /track-order (?token=), or from /account by the
// order's signed-in owner (?order=<number>&do=cancel, or a posted "Change order"). A GET only
// shows what the page does: only its button (a POST) uses a link, so a mail scanner that opens
// the link changes nothing. A used change link, or /account's Change order, opens an edit grant
// (a second one-time token) that the change form carries until the change is confirmed
// (app/workflows/order/order-action-links.server.ts). Every answer is private, kept by no cache,
// and its address (which may hold a token) is sent on as no Referer.
import { data, redirect } from 'react-router'
import type { Route } from './+types/order-action'
import { OrderActionPage, type OrderActionView } from '#app/components/order/order-action-page.tsx'
import {
	ORDER_ACTION_WORDS as WORDS,
	ORDER_EDIT_MESSAGES,
} from '#app/content/words/order-actions.ts'
import { ORDER_CHANGE_TEXT } from '#app/content/words/order-changes.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { itemSize, receiptLine, shippingAddressLines } from '#app/domain/order/order-display.ts'
import { formatDimensions } from '#app/domain/order/screen-size.ts'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'
import { asksNothing, editValuesOf, readOrderEditForm } from '#app/domain/order/order-edit-form.ts'
import { withItems, type Order, type OrderWithItems } from '#app/models/order/orders.server.ts'
import { readSession, requireUser } from '#app/services/auth/session.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import type { ChangePreview } from '#app/workflows/order/change-order.server.ts'
import type { CancelOutcome } from '#app/workflows/order/cancel-order.server.ts'
import {
	cancelAsCustomer,
	changeAsCustomer,
	previewAsCustomer,
	type CustomerActor,
} from '#app/workflows/order/self-serve-orders.server.ts'
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
	consumeOrderLink,
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
		case 'cancel': {
			const used = await consumeOrderLink(context.db, form.get('token'), 'cancel', now)
			if (!used) return gone()
			const actor = { id: null, email: used.order.email }
			const key = `order-link:${used.link.id}`
			const outcome = await cancelAsCustomer(deps(request, context), used.order, actor, key, now)
			context.wakeOutbox()
			return canceled(used.order, outcome)
		}
		case 'cancel-own': {
			const user = await requireUser(request, context, url)
			const order = await findOwnOrder(context.db, user.id, form.get('order'))
			if (!order) throw notFound()
			const actor = { id: user.id, email: user.email }
			const key = `account:${order.id}`
			const outcome = await cancelAsCustomer(deps(request, context), order, actor, key, now)
			context.wakeOutbox()
			return canceled(order, outcome)
		}
		case 'review':
		case 'confirm': {
			const token = form.get('grant')
			const grant = await readEditGrant(context.db, token, now)
			if (!grant || typeof token !== 'string') return gone()
			const read = readOrderEditForm(textOf(form), editableOrder(grant.order))
			if (!read.ok) {
				const { values, errors, formError } = read
				return editView(grant.order, token, { values, errors, formError }, 400)
			}
			const invalid = (message: string) =>
				editView(grant.order, token, { values: read.values, errors: {}, formError: message }, 400)
			if (asksNothing(read.edits)) return invalid(ORDER_EDIT_MESSAGES.nothingChanged)
			if (form.get('intent') === 'review') {
				const preview = await previewAsCustomer(context, grant.order, read.edits)
				if (!preview.ok) return invalid(preview.message)
				return reviewView(grant.order, token, form, preview.preview)
			}
			const actor = await actorFor(request, context, grant.order)
			const origin = visitorOrigin(request, context.env)
			const grantOf = { token, grantId: grant.grantId, order: grant.order }
			const result = await changeAsCustomer(
				deps(request, context),
				grantOf,
				read.edits,
				actor,
				origin,
				now,
			)
			if (!result.ok) {
				if (result.reason === 'closed') return closed(grant.order)
				if (result.reason === 'not_found') throw notFound()
				if (result.reason === 'provider_failed') {
					return reply(
						{ view: 'failed', number: grant.order.number ?? '', message: result.message },
						502,
					)
				}
				return invalid(result.message)
			}
			context.wakeOutbox()
			// A higher total: the difference is paid on the hosted checkout, and the change applies then.
			if (result.kind === 'payment_needed') throw redirect(result.checkoutUrl)
			const refund = grant.order.total_cents - result.order.total_cents
			return reply({
				view: 'changed',
				number: result.order.number ?? '',
				total: formatCents(result.order.total_cents),
				refund: result.kind === 'refunded' && refund > 0 ? formatCents(refund) : null,
			})
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

/** What the customer's cancel and change need of the shop. */
function deps(request: Request, context: Route.ActionArgs['context']) {
	const siteUrl = visitorOrigin(request, context.env)
	const shop = shopIdentity(context.env)
	return {
		db: context.db,
		payments: context.payments,
		siteUrl,
		shop,
		settings: { shopInbox: context.env.SHOP_INBOX, siteUrl, shop },
		ttlMinutes: context.env.PAYMENT_SESSION_TTL_MINUTES,
	}
}

/** The signed-in owner of the order, or (an e-mailed link's grant) whoever reads its mailbox. */
async function actorFor(
	request: Request,
	context: Route.ActionArgs['context'],
	order: Order,
): Promise<CustomerActor> {
	const { user } = await readSession(request, context)
	if (user && order.user_id === user.id) return { id: user.id, email: user.email }
	return { id: null, email: order.email }
}

/** What a cancel did, as the page says it. */
function canceled(order: Order, outcome: CancelOutcome) {
	const number = order.number ?? ''
	if (outcome.ok) {
		const refund = outcome.refund ? formatCents(outcome.refund.amount_cents) : null
		return reply({ view: 'canceled', number, refund })
	}
	switch (outcome.reason) {
		case 'already_canceled':
			return reply({ view: 'canceled', number, refund: null, already: true })
		case 'closed':
			return closed(order)
		case 'not_found':
			throw notFound()
		case 'provider_failed':
			return reply({ view: 'failed', number, message: outcome.message }, 502)
	}
}

/** The change as it would be: its lines, address and totals, and the form to confirm it. */
function reviewView(order: OrderWithItems, grant: string, form: FormData, preview: ChangePreview) {
	const difference = preview.differenceCents
	return reply({
		view: 'review',
		number: order.number ?? '',
		grant,
		fields: [...form.entries()].flatMap(([name, value]) =>
			typeof value === 'string' && name !== 'intent' && name !== 'grant' ? [[name, value]] : [],
		) as [string, string][],
		lines: preview.lines.map((line) => ({
			description: line.description,
			size: formatDimensions(line.size),
			label: screenLabelLine(line.label),
			quantity: line.quantity,
			lineTotal: formatCents(line.lineTotalCents),
		})),
		shipTo: preview.shipTo
			? shippingAddressLines({
					ship_name: preview.shipTo.name,
					ship_line1: preview.shipTo.line1,
					ship_line2: preview.shipTo.line2,
					ship_city: preview.shipTo.city,
					ship_state: preview.shipTo.state,
					ship_postal_code: preview.shipTo.postalCode,
					ship_country: preview.shipTo.country,
				})
			: null,
		oldTotal: formatCents(preview.paidCents),
		newTotal: formatCents(preview.totalCents),
		difference: {
			kind: difference < 0 ? 'refund' : difference > 0 ? 'pay' : 'none',
			amount: formatCents(Math.abs(difference)),
		},
	})
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
