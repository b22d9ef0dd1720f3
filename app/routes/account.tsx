import { useEffect } from 'react'
import { Form, Link, data, useNavigation } from 'react-router'
import type { Route } from './+types/account'
import { OrderHistory, type OrderSummaryRow } from '#app/components/account/order-history.tsx'
import { WindowBook, useAddLines } from '#app/components/account/window-book.tsx'
import { ORDER_AGAIN_WORDS, WINDOW_BOOK_WORDS } from '#app/content/words/window-book.ts'
import { itemSize } from '#app/domain/order/order-display.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { fromSizeRow } from '#app/domain/order/screen-size.ts'
import { listWindows } from '#app/models/account/windows.server.ts'
import { WINDOW_BOOK_INTENTS, changeWindowBook } from '#app/workflows/account/window-book.server.ts'
import type { AuthFormFailure } from '#app/components/auth/auth-feedback.ts'
import { Card } from '#app/components/ui/card.tsx'
import { orderStatusLabel } from '#app/domain/order/order-status.ts'
import {
	isShippingMethod,
	shippingAmountText,
	shippingOption,
} from '#app/domain/shipping/shipping.ts'
import { findAdmin } from '#app/models/auth/users.server.ts'
import { listItemsOfOrders, listOrdersForUser } from '#app/models/order/orders.server.ts'
import {
	safeRedirectPath,
	signOutEverywhereAction,
	signOutOthersAction,
} from '#app/routes/auth-actions.server.ts'
import {
	addWindowsToCart,
	orderAgain,
	type CartAddAnswer,
} from '#app/workflows/account/account-cart-adds.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { requireUser } from '#app/services/auth/session.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { PRODUCTION_STEPS } from '#app/domain/production/production-queue.ts'
import { formatShipsBy } from '#app/domain/shipping/ship-by-format.ts'
import { toast } from '#app/utils/toast.ts'
import { changeNotice } from '#app/domain/order/change-deadline-format.ts'
import { orderChangeWindow } from '#app/workflows/order/order-action-links.server.ts'
import { listRefundsOfOrders } from '#app/models/payments/refunds.server.ts'
import { refundStatusLines } from '#app/domain/payments/refund-display.ts'
import { OutlineButton } from '#app/components/ui/outline-button.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, 'Your Account', 'Your profile, devices and orders.')

// Rendered for one signed-in customer: never stored by a browser or a shared cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, context, url }: Route.LoaderArgs) {
	const user = await requireUser(request, context, url)
	const paid = await listOrdersForUser(context.db, user.id)
	const items = await listItemsOfOrders(
		context.db,
		paid.map((order) => order.id),
	)
	const refunds = await listRefundsOfOrders(
		context.db,
		paid.map((order) => order.id),
	)
	const windows = (await listWindows(context.db, user.id)).map((window) => ({
		id: window.id,
		label: window.label,
		size: itemSize(window),
		config: { ...fromSizeRow(window), quantity: 1 },
	}))
	const now = new Date()
	const orders = paid.map((order) => ({
		number: order.number ?? '',
		// Change order and Cancel order while it can change (/order-action checks it again), or
		// the reason it no longer can with the way to the shop.
		changes: changeNotice(orderChangeWindow(order, now)),
		placedAt: order.paid_at ?? order.created_at,
		totalCents: order.total_cents,
		shipping: isShippingMethod(order.shipping_method)
			? `${shippingOption(order.shipping_method).name}, ${shippingAmountText(order.shipping_cents)}`
			: null,
		screens: order.screen_count,
		statusLabel: orderStatusLabel(order.status),
		refunds: refundStatusLines(refunds.filter((refund) => refund.order_id === order.id)),
		shipsBy:
			order.ship_by && (PRODUCTION_STEPS as readonly string[]).includes(order.status)
				? formatShipsBy(order.ship_by)
				: null,
		lines: items
			.filter((item) => item.order_id === order.id)
			.map((item) => ({
				config: { ...fromSizeRow(item), quantity: item.quantity },
				label: item.label ?? '',
				paidUnitCents: item.unit_price_cents,
			})),
	}))
	const isAdmin = Boolean(await findAdmin(context.db, user.id))
	return { user, orders, windows, isAdmin }
}

export async function action({ request, context, url }: Route.ActionArgs) {
	const user = await requireUser(request, context, url)
	const form = await readFormBody(request)
	const intent = form.get('intent')
	if (WINDOW_BOOK_INTENTS.some((known) => known === intent)) {
		const answer = await changeWindowBook(context.db, user.id, form)
		const returnTo = form.get('returnTo')
		// A page without JavaScript (NoScriptReturn): back to it, the answer as a toast.
		if (returnTo !== null) {
			const toast = { title: WINDOW_BOOK_WORDS.title, description: answer.message }
			return redirectWithToast(
				safeRedirectPath(returnTo, '/account'),
				answer.ok ? toast : { ...toast, variant: 'destructive' },
				context.sessionSecret,
			)
		}
		return data(
			{ windowBook: { ok: answer.ok, message: answer.message } },
			{ status: answer.status, headers: { 'Cache-Control': 'private, no-store' } },
		)
	}
	// Plain form posts of the page without JavaScript; with it the page's cart code adds the lines.
	if (intent === 'add-windows') {
		const ids = form.getAll('id').filter((id) => typeof id === 'string')
		return cartAdded(await addWindowsToCart(context.db, user.id, ids), context.sessionSecret)
	}
	if (intent === 'order-again') {
		const number = String(form.get('number') ?? '')
		return cartAdded(await orderAgain(context.db, user.id, number), context.sessionSecret)
	}
	if (intent === 'sign-out-others') return signOutOthersAction({ request, context })
	if (intent === 'sign-out-everywhere') return signOutEverywhereAction({ request, context })
	throw data('Unknown form', { status: 400 })
}

/** Back to /account with what the add did as a toast. */
function cartAdded(answer: CartAddAnswer, secret: string) {
	const { title, description, destructive } = answer
	const variant = destructive ? ('destructive' as const) : undefined
	return redirectWithToast('/account', { title, description, variant }, secret)
}

/** The Devices card's two buttons, each a form of its own. */
const SIGN_OUT_FORMS = [
	{ intent: 'sign-out-others', label: 'Sign Out of Other Devices' },
	{ intent: 'sign-out-everywhere', label: 'Sign Out Everywhere' },
] as const

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const { user, orders, windows, isAdmin } = loaderData
	const windowAnswer =
		actionData && 'windowBook' in actionData
			? (actionData.windowBook as { ok: boolean; message: string })
			: undefined
	const answer = windowAnswer ? undefined : (actionData as AuthFormFailure | undefined)
	const addLines = useAddLines()

	function orderAgain(order: OrderSummaryRow) {
		const { added, outcome } = addLines(order.lines)
		const changed = order.lines
			.slice(0, added)
			.filter((line) => unitPriceCents(line.config) !== line.paidUnitCents).length
		if (added > 0) {
			toast({
				title: ORDER_AGAIN_WORDS.added(added),
				description: changed ? ORDER_AGAIN_WORDS.priceChanged(changed) : undefined,
			})
		}
		if (outcome === 'full') toast({ title: WINDOW_BOOK_WORDS.cartFull })
		if (outcome === 'loading') toast({ title: WINDOW_BOOK_WORDS.cartLoading })
	}
	const navigation = useNavigation()
	const pendingIntent = navigation.formData?.get('intent')
	const busy = SIGN_OUT_FORMS.some(({ intent }) => intent === pendingIntent)
	useEffect(() => {
		if (answer) toast(answer.toast)
	}, [answer])

	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:py-16">
			<h1 className="page-title">Your Account</h1>

			<Card title="Profile">
				<dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
					<dt className="font-medium text-muted">Email</dt>
					<dd className="break-all text-ink">{user.email}</dd>
					<dt className="font-medium text-muted">Username</dt>
					<dd className="text-ink">{user.username}</dd>
					<dt className="font-medium text-muted">Full name</dt>
					<dd className="text-ink">{user.fullName}</dd>
				</dl>
				{isAdmin ? (
					<p className="mt-4">
						<Link to="/admin" className="font-semibold text-brand-700 underline">
							Open the back office
						</Link>
					</p>
				) : null}
			</Card>

			<Card title="Devices">
				<p className="mt-2 text-muted">
					Signed in on a shared or lost device? Sign out everywhere except here, or everywhere
					including here. The header&apos;s Sign Out signs out this device only.
				</p>
				{answer ? <p className="mt-3 font-medium text-red-900">{answer.formError}</p> : null}
				<div className="mt-4 flex flex-wrap gap-3">
					{SIGN_OUT_FORMS.map(({ intent, label }) => (
						<Form key={intent} method="post">
							<input type="hidden" name="intent" value={intent} />
							<OutlineButton type="submit" disabled={busy} className="px-5 py-2.5">
								{pendingIntent === intent ? 'Signing Out...' : label}
							</OutlineButton>
						</Form>
					))}
				</div>
			</Card>

			<Card title="Order history">
				<OrderHistory orders={orders} onOrderAgain={orderAgain} />
			</Card>

			<Card title={WINDOW_BOOK_WORDS.title}>
				<WindowBook windows={windows} answer={windowAnswer} />
			</Card>
		</div>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
