import { lazy, Suspense } from 'react'
import { Form, Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { ORDER_ACTION_WORDS as WORDS } from '#app/content/words/order-actions.ts'
import { FIT_CHECK_PAGE as FIT } from '#app/content/words/fit-check-page.ts'
import type { ReceiptLine } from '#app/domain/order/order-display.ts'
import type { OrderEditValues } from '#app/domain/order/order-edit-form.ts'
import { FitCheckChoices } from './fit-check-choices.tsx'
import { Heading, Lines, OneButtonStep } from './order-action-parts.tsx'
import type { ChangeFormLine } from './order-change-form.tsx'

// /order-action: what a one-time link, or /account's Change order and Cancel order, opens. Each
// view is one step; the server decides which (app/routes/order-action.tsx).

/** How a page acts for its customer: an e-mailed link's token, or the signed-in owner's order. */
export type OrderAuthority = { token: string } | { order: string }

export type OrderActionView =
	| { view: 'gone' }
	| { view: 'closed'; number: string; text: string; contact: { to: string; label: string } }
	| { view: 'cancel'; number: string; total: string; lines: ReceiptLine[]; by: OrderAuthority }
	| { view: 'start-change'; number: string; token: string }
	| {
			view: 'edit'
			number: string
			grant: string
			values: OrderEditValues
			lines: ChangeFormLine[]
			errors: Record<string, string>
			formError?: string
	  }
	| {
			view: 'review'
			number: string
			grant: string
			/** The form's fields as posted, sent again with Confirm change. */
			fields: [string, string][]
			lines: ReceiptLine[]
			shipTo: string[] | null
			oldTotal: string
			newTotal: string
			difference: { kind: 'refund' | 'pay' | 'none'; amount: string }
	  }
	| { view: 'canceled'; number: string; refund: string | null; already?: boolean }
	| { view: 'changed'; number: string; total: string; refund: string | null }
	| { view: 'failed'; number: string; message: string }
	/** The fit check's e-mailed link: what looked wrong, Confirm sizes and Correct a size. */
	| {
			view: 'fit-check'
			number: string
			token: string
			reasons: string[]
			more: string | null
			lines: ReceiptLine[]
	  }
	| { view: 'fit-correct'; number: string; token: string }
	/** `already`: the hold had ended before (confirmed, corrected or released). */
	| { view: 'fit-confirmed'; number: string; already: boolean }

const linkClass = 'font-semibold text-brand-700 underline'

// The change form (with /order's size controls) loads only for the step that shows it; the server
// renders it whole, and the browser keeps that HTML until the form's code has come.
const OrderChangeForm = lazy(async () => ({
	default: (await import('./order-change-form.tsx')).OrderChangeForm,
}))

/** The hidden fields that say on whose authority a form acts. */
function Authority({ by }: { by: OrderAuthority }) {
	return 'token' in by ? (
		<input type="hidden" name="token" value={by.token} />
	) : (
		<input type="hidden" name="order" value={by.order} />
	)
}

function Body({ view }: { view: OrderActionView }) {
	switch (view.view) {
		case 'gone':
			return (
				<>
					<Heading>{WORDS.linkGoneTitle}</Heading>
					<p className="mt-4">{WORDS.linkGoneText}</p>
					<p className="mt-6">
						<Link to="/track-order" className={linkClass}>
							{WORDS.linkGoneAction}
						</Link>
					</p>
				</>
			)
		case 'closed':
			return (
				<>
					<Heading>{`Order ${view.number}`}</Heading>
					<p className="mt-4" data-testid="order-changes">
						{view.text}{' '}
						<Link to={view.contact.to} className={linkClass}>
							{view.contact.label}
						</Link>
					</p>
				</>
			)
		case 'cancel':
			return (
				<>
					<Heading>{WORDS.cancelTitle(view.number)}</Heading>
					<p className="mt-4">{WORDS.cancelIntro(view.total)}</p>
					<Lines lines={view.lines} />
					<div className="mt-6 flex flex-wrap items-center gap-4">
						<Form method="post">
							<Authority by={view.by} />
							<input
								type="hidden"
								name="intent"
								value={'token' in view.by ? 'cancel' : 'cancel-own'}
							/>
							<Button type="submit">{WORDS.cancelConfirm}</Button>
						</Form>
						<Link to={'token' in view.by ? '/track-order' : '/account'} className={linkClass}>
							{WORDS.keepOrder}
						</Link>
					</div>
				</>
			)
		case 'start-change':
			return (
				<OneButtonStep
					title={WORDS.changeTitle(view.number)}
					intro={WORDS.changeStartIntro}
					token={view.token}
					intent="start-change"
					label={WORDS.changeStart}
				/>
			)
		case 'edit':
			return (
				<>
					<Heading>{WORDS.changeTitle(view.number)}</Heading>
					<p className="mt-4">{WORDS.changeIntro}</p>
					<Suspense fallback={null}>
						<OrderChangeForm
							key={JSON.stringify(view.values)}
							grant={view.grant}
							values={view.values}
							lines={view.lines}
							errors={view.errors}
							formError={view.formError}
						/>
					</Suspense>
				</>
			)
		case 'review':
			return (
				<>
					<Heading>{WORDS.reviewTitle(view.number)}</Heading>
					<Lines lines={view.lines} />
					{view.shipTo ? (
						<p className="mt-4">
							{WORDS.shipToHeading}: {view.shipTo.join(', ')}
						</p>
					) : null}
					<dl className="mt-4 grid grid-cols-[1fr_auto] gap-2">
						<dt>{WORDS.oldTotal}</dt>
						<dd>{view.oldTotal}</dd>
						<dt className="font-bold">{WORDS.newTotal}</dt>
						<dd className="font-bold" data-testid="new-total">
							{view.newTotal}
						</dd>
					</dl>
					<p className="mt-4 font-semibold" data-testid="difference">
						{view.difference.kind === 'refund'
							? WORDS.refundDifference(view.difference.amount)
							: view.difference.kind === 'pay'
								? WORDS.payDifference(view.difference.amount)
								: WORDS.noDifference}
					</p>
					<div className="mt-6 flex flex-wrap gap-4">
						{(['confirm', 'edit'] as const).map((intent) => (
							<Form key={intent} method="post">
								<input type="hidden" name="grant" value={view.grant} />
								<input type="hidden" name="intent" value={intent} />
								{view.fields.map(([name, value]) => (
									<input key={name} type="hidden" name={name} value={value} />
								))}
								{intent === 'confirm' ? (
									<Button type="submit">{WORDS.confirm}</Button>
								) : (
									<button type="submit" className={linkClass}>
										{WORDS.editAgain}
									</button>
								)}
							</Form>
						))}
					</div>
				</>
			)
		case 'canceled':
			return (
				<>
					<Heading>
						{view.already ? WORDS.alreadyCanceled(view.number) : WORDS.canceled(view.number)}
					</Heading>
					{view.refund ? (
						<p className="mt-4 text-lg" role="status" data-testid="refund">
							{WORDS.refundWillBe(view.refund)}
						</p>
					) : null}
				</>
			)
		case 'changed':
			return (
				<>
					<Heading>{WORDS.changed(view.number)}</Heading>
					<p className="mt-4 text-lg" role="status" data-testid="new-total">
						{WORDS.changedTotal(view.total)}
						{view.refund ? ` ${WORDS.changedRefund(view.refund)}` : ''}
					</p>
				</>
			)
		case 'fit-check':
			return (
				<>
					<Heading>{FIT.title(view.number)}</Heading>
					<p className="mt-4">{FIT.intro}</p>
					<ul className="mt-4 list-disc space-y-2 pl-5" data-testid="fit-findings">
						{view.reasons.map((reason, index) => (
							<li key={index}>{reason}</li>
						))}
						{view.more ? <li>{view.more}</li> : null}
					</ul>
					<h2 className="mt-6 text-lg font-bold text-ink">{FIT.linesHeading}</h2>
					<Lines lines={view.lines} />
					<FitCheckChoices token={view.token} />
				</>
			)
		case 'fit-correct':
			return (
				<OneButtonStep
					title={FIT.correctTitle(view.number)}
					intro={FIT.correctIntro}
					token={view.token}
					intent="fit-correct"
					label={FIT.correctStart}
				/>
			)
		case 'fit-confirmed':
			return (
				<>
					<Heading>{view.already ? FIT.notHeld(view.number) : FIT.confirmed(view.number)}</Heading>
					<p className="mt-4 text-lg" role="status">
						{view.already ? FIT.notHeldText : FIT.confirmedText}
					</p>
				</>
			)
		case 'failed':
			return (
				<>
					<Heading>{`Order ${view.number}`}</Heading>
					<p role="alert" className="error-alert mt-4 p-4">
						{view.message}
					</p>
				</>
			)
	}
}

export function OrderActionPage({ view }: { view: OrderActionView }) {
	return (
		<section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
			<Body view={view} />
		</section>
	)
}
