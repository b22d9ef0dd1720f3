// /admin/order-change?number=...: the owner changes a paid order until it ships: a line's size,
// quantity or label, a line removed, the ship-to address (app/workflows/order/change-order.server.ts).
// "Preview change" shows the new total and the money that moves; "Confirm change" makes it: a
// lower total is refunded at once, a higher one is e-mailed to the customer as a link to pay the
// difference (docs/decisions/028-order-changes.md). Admins only (404 otherwise); posts are
// same-origin checked by the server like every form.
import { randomUUID } from 'node:crypto'
import { data, Link } from 'react-router'
import type { Route } from './+types/admin.order-change'
import { adminPageMeta } from '#app/components/admin/admin-page-meta.ts'
import { AdminPage, AdminProblem } from '#app/components/admin/admin-page.tsx'
import type { ChangeFormResult } from '#app/components/admin/order-change-fields.tsx'
import { OrderChangeForm } from '#app/components/admin/order-change-form.tsx'
import type { ChangePreviewView } from '#app/components/admin/order-change-preview.tsx'
import { ADMIN_CHANGE_WORDS } from '#app/content/words/messages/order-change.ts'
import { ORDER_EDIT_MESSAGES } from '#app/content/words/order-actions.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { itemSize } from '#app/domain/order/order-display.ts'
import {
	formFieldOf,
	LINE_PARTS,
	lineField,
	SHIP_TO_FIELDS,
} from '#app/domain/order/order-edit-fields.ts'
import { asksNothing, editValuesOf, readOrderEditForm } from '#app/domain/order/order-edit-form.ts'
import { ownerMayChange } from '#app/domain/order/order-change.ts'
import { formatDimensions } from '#app/domain/order/screen-size.ts'
import { shippingAmountText } from '#app/domain/shipping/shipping.ts'
import { US_STATES } from '#app/domain/shipping/us-states.ts'
import { findOrderChange, listOrderChanges } from '#app/models/order/order-change-records.server.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import {
	changeIdempotencyKey,
	changeOrder,
	previewOrderChange,
	type ChangePreview,
} from '#app/workflows/order/change-order.server.ts'
import { editableOrder } from '#app/workflows/order/order-action-links.server.ts'
import { adminPageHeaders, requireAdmin } from './admin-guard.server.ts'
import { adminOrderFromUrl } from './admin-order.server.ts'

export const meta: Route.MetaFunction = ({ data, ...args }) =>
	adminPageMeta(
		args,
		data?.number ? ADMIN_CHANGE_WORDS.title(data.number) : 'Change order',
		'Change an order in the back office.',
	)

export const headers = adminPageHeaders

/** The order the URL names and whether the owner may change it, or the problem to show. */
async function orderFromUrl(request: Request, context: Route.LoaderArgs['context']) {
	const found = await adminOrderFromUrl(request, context.db)
	if ('problem' in found) return found
	const { order } = found
	if (!ownerMayChange(order)) {
		return { problem: ADMIN_CHANGE_WORDS.closed, status: 409, number: order.number } as const
	}
	return { order }
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const found = await orderFromUrl(request, context)
	if ('problem' in found) {
		return data(
			{ problem: found.problem, number: found.status === 409 ? found.number : null, form: null },
			{ status: found.status },
		)
	}
	const { order } = found
	const waiting = (await listOrderChanges(context.db, order.id)).find(
		(change) => change.status === 'awaiting_payment',
	)
	const editable = editableOrder(order)
	const values = editValuesOf(editable.lines, editable.address)
	return data({
		problem: null,
		number: order.number,
		form: {
			// One change per page load: a double click on Confirm makes it once.
			nonce: randomUUID(),
			waiting: waiting ? ADMIN_CHANGE_WORDS.waiting(formatCents(waiting.difference_cents)) : null,
			lines: order.items.map((item, index) => {
				const { itemId, remove: _remove, ...typed } = values.lines[index]!
				return {
					itemId,
					description: item.description,
					size: itemSize(item),
					label: item.label ?? '',
					values: typed,
				}
			}),
			shipTo: values.shipTo,
			states: Object.entries(US_STATES),
		},
	})
}

function moneyText(difference: number): string {
	if (difference < 0) return ADMIN_CHANGE_WORDS.refunded(formatCents(-difference))
	if (difference > 0) return ADMIN_CHANGE_WORDS.toPay(formatCents(difference))
	return ADMIN_CHANGE_WORDS.same
}

function previewView(preview: ChangePreview): ChangePreviewView {
	return {
		lines: preview.lines.map((line) => ({
			size: formatDimensions(line.size),
			label: line.label ?? '',
			quantity: line.quantity,
			each: formatCents(line.unitPriceCents),
			lineTotal: formatCents(line.lineTotalCents),
		})),
		summary: preview.summary,
		subtotal: formatCents(preview.subtotalCents),
		discount: preview.discountCents > 0 ? `-${formatCents(preview.discountCents)}` : null,
		tax: formatCents(preview.taxCents),
		shipping: shippingAmountText(preview.shippingCents),
		total: formatCents(preview.totalCents),
		oldTotal: formatCents(preview.oldTotalCents),
		paid: formatCents(preview.paidCents),
		money: moneyText(preview.differenceCents),
	}
}

/** What the form posted, to show again: the line and address fields only. */
function postedValues(form: Record<string, unknown>, lines: number): Record<string, string> {
	const names = [
		...SHIP_TO_FIELDS,
		...Array.from({ length: lines }, (_, index) =>
			LINE_PARTS.map((part) => lineField(index, part)),
		).flat(),
	]
	return Object.fromEntries(
		names.flatMap((name) => (typeof form[name] === 'string' ? [[name, form[name] as string]] : [])),
	)
}

const FAILURE_STATUS = {
	not_found: 404,
	closed: 409,
	invalid: 400,
	nothing_changed: 400,
	provider_failed: 502,
} as const

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(request, context)
	const found = await orderFromUrl(request, context)
	if ('problem' in found) throw data(found.problem, { status: found.status })
	const { order } = found
	const form = Object.fromEntries(await readFormBody(request))
	const values = postedValues(form, order.items.length)
	const reply = (status: number, result: Omit<ChangeFormResult, 'values'>) =>
		data<ChangeFormResult>({ values, ...result }, { status })
	const failed = (status: number, field: string | undefined, message: string) =>
		reply(status, {
			formError: message,
			fieldErrors: field && field !== 'form' ? { [field]: message } : {},
		})

	const read = readOrderEditForm(
		(name) => (typeof form[name] === 'string' ? (form[name] as string) : null),
		editableOrder(order),
	)
	if (!read.ok) {
		const { lines: linesError, ...fieldErrors } = read.errors
		const formError = read.formError ?? linesError ?? Object.values(fieldErrors)[0] ?? ''
		return reply(400, { formError, fieldErrors })
	}
	if (form.intent !== 'confirm') {
		if (asksNothing(read.edits)) return failed(400, undefined, ORDER_EDIT_MESSAGES.nothingChanged)
		const previewed = await previewOrderChange(context.db, order.id, read.edits)
		if (!previewed.ok) {
			return failed(
				FAILURE_STATUS[previewed.reason],
				formFieldOf(previewed.field),
				previewed.message,
			)
		}
		return reply(200, { fieldErrors: {}, preview: previewView(previewed.preview) })
	}

	const nonce = typeof form.nonce === 'string' ? form.nonce : ''
	if (!/^[0-9a-f-]{36}$/.test(nonce))
		return failed(400, undefined, 'Reload the page and try again.')
	const origin = publicOrigin(context.env)
	const result = await changeOrder(
		{
			db: context.db,
			payments: context.payments,
			settings: {
				shopInbox: context.env.SHOP_INBOX,
				siteUrl: origin,
				shop: shopIdentity(context.env),
			},
			ttlMinutes: context.env.PAYMENT_SESSION_TTL_MINUTES,
		},
		{
			orderId: order.id,
			edits: read.edits,
			by: 'owner',
			actor: { id: admin.id, email: admin.email },
			// The form as posted, not the edits: a double click sends it twice, and the second
			// reads as nothing once the first is made, yet must answer with the first.
			idempotencyKey: changeIdempotencyKey('owner', order.id, nonce, JSON.stringify(values)),
			origin,
		},
	)
	if (!result.ok) {
		const message = asksNothing(read.edits) ? ORDER_EDIT_MESSAGES.nothingChanged : result.message
		return failed(FAILURE_STATUS[result.reason], formFieldOf(result.field), message)
	}
	context.wakeOutbox()
	const description =
		result.kind === 'payment_needed'
			? ADMIN_CHANGE_WORDS.paymentToast(order.number, await owed(context, result.changeId))
			: result.kind === 'refunded'
				? ADMIN_CHANGE_WORDS.refundedToast(
						order.number,
						formatCents(order.total_cents - result.order.total_cents),
					)
				: ADMIN_CHANGE_WORDS.applied(order.number, Boolean(result.order.email))
	return redirectWithToast(
		`/admin/order?number=${order.number}`,
		{ title: ADMIN_CHANGE_WORDS.appliedToast, description },
		context.sessionSecret,
	)
}

async function owed(context: Route.ActionArgs['context'], changeId: string): Promise<string> {
	const change = await findOrderChange(context.db, changeId)
	return formatCents(change?.difference_cents ?? 0)
}

export default function AdminOrderChange({ loaderData, actionData }: Route.ComponentProps) {
	const { form, number, problem } = loaderData
	const title = number ? ADMIN_CHANGE_WORDS.title(number) : 'Change order'
	return (
		<AdminPage title={title}>
			{number ? (
				<p className="mt-2">
					<Link to={`/admin/order?number=${number}`} className="text-link">
						Back to order {number}
					</Link>
				</p>
			) : null}
			{!form ? (
				<AdminProblem message={problem ?? 'No such order.'} />
			) : (
				<>
					{form.waiting ? <p className="mt-4 font-medium">{form.waiting}</p> : null}
					<OrderChangeForm
						nonce={form.nonce}
						lines={form.lines}
						shipTo={form.shipTo}
						states={form.states}
						result={actionData}
					/>
				</>
			)}
		</AdminPage>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
