// /order-action: the customer's own change or cancel of a paid order (issue 27, item 2).
//
// Opened by a one-time link e-mailed from /track-order (?token=), or from /account by the
// order's signed-in owner (?order=<number>&do=cancel, or a posted "Change order"), or by the
// fit check's e-mail (?token=, with &step=correct for its "Correct a size"): its page has
// "Confirm sizes", which releases the held order, and "Correct a size", which opens the change
// form; both presses are counted per client address (docs/decisions/032-fit-check.md). A GET only
// shows what the page does: only its button (a POST) uses a link, so a mail scanner that opens
// the link changes nothing. A used change link, or /account's Change order, opens an edit grant
// (a second one-time token) that the change form carries until the change is confirmed
// (app/workflows/order/order-action-links.server.ts). Every answer is private, kept by no cache,
// and its address (which may hold a token) is sent on as no Referer.
import { redirect } from 'react-router'
import type { Route } from './+types/order-action'
import { OrderActionPage } from '#app/components/order/order-action-page.tsx'
import {
	ORDER_ACTION_WORDS as WORDS,
	ORDER_EDIT_MESSAGES,
} from '#app/content/words/order-actions.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { asksNothing, readOrderEditForm } from '#app/domain/order/order-edit-form.ts'
import { withItems, type Order } from '#app/models/order/orders.server.ts'
import { readSession, requireUser } from '#app/services/auth/session.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
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

import {
	PAGE_HEADERS,
	cancelView,
	canceled,
	closed,
	editView,
	fitCheckThrottled,
	fitCheckView,
	gone,
	notFound,
	reply,
	reviewView,
} from './order-action-views.server.ts'
import { FIT_CHECK_PAGE } from '#app/content/words/fit-check-page.ts'
import { throttlePublicWrite } from '#app/workflows/limits/public-write-limits.server.ts'
import { confirmSizes, fitCheckOf, startCorrection } from '#app/workflows/order/fit-check.server.ts'

export const headers = () => PAGE_HEADERS

export async function loader({ request, context, url }: Route.LoaderArgs) {
	const token = url.searchParams.get('token')
	if (token !== null) {
		const link = await readOrderActionLink(context.db, token)
		if (link.status === 'gone' || link.link.action === 'edit') return gone()
		if (link.link.action === 'fit-check') {
			const check = await fitCheckOf(context.db, link.order.id)
			if (!check) return gone()
			const number = link.order.number ?? ''
			if (link.order.fit_hold !== 1) return reply({ view: 'fit-confirmed', number, already: true })
			if (url.searchParams.get('step') !== 'correct') {
				return fitCheckView(link.order, check, token)
			}
			if (!link.window.open) return closed(link.order)
			return reply({ view: 'fit-correct', number, token })
		}
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
		// The fit check's e-mail (app/workflows/order/fit-check.server.ts): its link's two buttons.
		case 'fit-confirm':
		case 'fit-correct': {
			const throttled = await throttlePublicWrite(context, request, 'fit-check')
			if (throttled) return fitCheckThrottled(throttled, FIT_CHECK_PAGE.tooMany(throttled.wait))
			if (form.get('intent') === 'fit-correct') {
				const started = await startCorrection(context.db, form.get('token'), now)
				if (!started) return gone()
				if ('closed' in started) return closed(started.closed)
				return editView(started.order, started.token)
			}
			const confirmed = await confirmSizes(context.db, form.get('token'), now)
			if (confirmed.status === 'gone') return gone()
			return reply({
				view: 'fit-confirmed',
				number: confirmed.order.number ?? '',
				already: confirmed.status === 'not-held',
			})
		}
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

/** A form's text field by name, null when absent or a file. */
const textOf = (form: FormData) => (name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value : null
}

export default function OrderAction({ loaderData, actionData }: Route.ComponentProps) {
	return <OrderActionPage view={actionData ?? loaderData} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
