import { Form, useNavigation } from 'react-router'
import { AdminButton, FieldError } from './admin-page.tsx'

/** What /admin/order shows of an order's money back, and what its refund forms need. */
export type RefundsView = {
	paid: string
	refunded: string
	/** What can still be refunded, e.g. '$98.10'; '$0.00' when nothing. */
	left: string
	canRefund: boolean
	/** 'Refund shipping ($24.95)' when shipping can still be refunded; null otherwise. */
	shippingButton: string | null
	/** 'Refunded $12.34 on December 4, 2026', pending and failed ones too, oldest first. */
	lines: string[]
	/** One key per page: a double click of a form sends it twice and makes one refund. */
	key: string
}

export type RefundFormResult = {
	intent: 'refund' | 'refund-shipping'
	formError?: string
	fieldErrors: Partial<Record<'amount' | 'reason', string>>
	values?: { amount?: string; reason?: string }
}

function Field(props: {
	id: string
	name: 'amount' | 'reason'
	label: string
	hint?: string
	maxLength: number
	inputMode?: 'decimal'
	result?: RefundFormResult
}) {
	const error = props.result?.fieldErrors[props.name]
	const describedBy = [props.hint ? `${props.id}-hint` : '', error ? `${props.id}-error` : '']
		.filter(Boolean)
		.join(' ')
	return (
		<div>
			<label htmlFor={props.id} className="font-medium text-ink">
				{props.label}
			</label>
			{props.hint ? (
				<p id={`${props.id}-hint`} className="text-sm text-muted">
					{props.hint}
				</p>
			) : null}
			<input
				id={props.id}
				name={props.name}
				required
				maxLength={props.maxLength}
				inputMode={props.inputMode}
				autoComplete="off"
				defaultValue={props.result?.values?.[props.name]}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy || undefined}
				className="input-look"
			/>
			<FieldError id={`${props.id}-error`} message={error} />
		</div>
	)
}

/** The order's refunds so far and the owner's refund forms: part of it, or its shipping. */
export function OrderRefunds({ view, result }: { view: RefundsView; result?: RefundFormResult }) {
	const busy = useNavigation().state === 'submitting'
	const refundResult = result?.intent === 'refund' ? result : undefined
	const shippingResult = result?.intent === 'refund-shipping' ? result : undefined
	return (
		<div className="mt-2 space-y-4">
			<p className="text-ink">
				Paid {view.paid}; refunded {view.refunded}; left to refund {view.left}.
			</p>
			{view.lines.length > 0 ? (
				<ul className="list-disc pl-6 text-ink">
					{view.lines.map((line, index) => (
						<li key={index}>{line}</li>
					))}
				</ul>
			) : null}
			{view.canRefund ? (
				<div className="grid gap-6 md:grid-cols-2">
					<Form
						method="post"
						aria-labelledby="refund-title"
						className="rounded-lg border border-gray-200 p-4"
					>
						<h3 id="refund-title" className="font-semibold text-ink">
							Refund part of this order
						</h3>
						<input type="hidden" name="intent" value="refund" />
						<input type="hidden" name="key" value={view.key} />
						{refundResult?.formError ? (
							<p role="alert" className="mt-2 font-medium text-red-800">
								{refundResult.formError}
							</p>
						) : null}
						<div className="mt-3 space-y-3">
							<Field
								id="refund-amount"
								name="amount"
								label="Amount in dollars"
								hint={`At most ${view.left}.`}
								maxLength={20}
								inputMode="decimal"
								result={refundResult}
							/>
							<Field
								id="refund-reason"
								name="reason"
								label="Reason (the customer reads it)"
								maxLength={200}
								result={refundResult}
							/>
						</div>
						<AdminButton type="submit" disabled={busy} className="mt-4">
							Refund
						</AdminButton>
					</Form>
					{view.shippingButton ? (
						<Form
							method="post"
							aria-labelledby="refund-shipping-title"
							className="rounded-lg border border-gray-200 p-4"
						>
							<h3 id="refund-shipping-title" className="font-semibold text-ink">
								Refund the shipping
							</h3>
							<input type="hidden" name="intent" value="refund-shipping" />
							<input type="hidden" name="key" value={view.key} />
							{shippingResult?.formError ? (
								<p role="alert" className="mt-2 font-medium text-red-800">
									{shippingResult.formError}
								</p>
							) : null}
							<AdminButton type="submit" disabled={busy} secondary className="mt-4">
								{view.shippingButton}
							</AdminButton>
						</Form>
					) : null}
				</div>
			) : (
				<p className="text-muted">Nothing is left to refund on this order.</p>
			)}
		</div>
	)
}
