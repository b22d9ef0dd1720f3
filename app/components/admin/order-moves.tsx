import { Form, useNavigation } from 'react-router'
import { AdminButton, FieldError } from './admin-page.tsx'

export type MoveView = { to: string; label: string }

export type MoveFormResult = {
	to: string
	formError?: string
	fieldErrors: Partial<Record<'carrier' | 'trackingNumber' | 'confirm' | 'note', string>>
	values?: { carrier?: string; trackingNumber?: string; note?: string }
}

/** Suggestions only: any carrier may be typed. */
const CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL']

function TextInput(props: {
	id: string
	name: 'carrier' | 'trackingNumber' | 'note'
	label: string
	required?: boolean
	maxLength: number
	result?: MoveFormResult
	list?: string
}) {
	const error = props.result?.fieldErrors[props.name]
	return (
		<div>
			<label htmlFor={props.id} className="font-medium text-ink">
				{props.label}
			</label>
			<input
				id={props.id}
				name={props.name}
				required={props.required}
				maxLength={props.maxLength}
				list={props.list}
				autoComplete="off"
				defaultValue={props.result?.values?.[props.name]}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${props.id}-error` : undefined}
				className="input-look"
			/>
			<FieldError id={`${props.id}-error`} message={error} />
		</div>
	)
}

/** The moves this order can make: the next step (shipping asks for carrier and tracking), or cancel. */
export function OrderMoves(props: {
	number: string
	from: string
	moves: MoveView[]
	/** What canceling refunds, e.g. '$135.11'. */
	refundOnCancel: string
	result?: MoveFormResult
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	if (props.moves.length === 0) {
		return <p className="mt-2 text-muted">This order cannot be moved any further.</p>
	}
	const resultFor = (to: string) => (props.result?.to === to ? props.result : undefined)
	return (
		<div className="mt-2 grid gap-6 md:grid-cols-2">
			{props.moves.map((move) => {
				const result = resultFor(move.to)
				const prefix = `move-${move.to}`
				const cancel = move.to === 'canceled'
				return (
					<Form
						key={move.to}
						method="post"
						aria-labelledby={`${prefix}-title`}
						className={`rounded-lg border p-4 ${cancel ? 'border-red-300' : 'border-gray-200'}`}
					>
						<h3 id={`${prefix}-title`} className="font-semibold text-ink">
							{cancel ? 'Cancel this order' : `Move to ${move.label}`}
						</h3>
						<input type="hidden" name="from" value={props.from} />
						<input type="hidden" name="to" value={move.to} />
						{result?.formError ? (
							<p role="alert" className="mt-2 font-medium text-red-800">
								{result.formError}
							</p>
						) : null}
						<div className="mt-3 space-y-3">
							{move.to === 'shipped' ? (
								<>
									<TextInput
										id={`${prefix}-carrier`}
										name="carrier"
										label="Carrier"
										required
										maxLength={40}
										list="carrier-suggestions"
										result={result}
									/>
									<datalist id="carrier-suggestions">
										{CARRIERS.map((carrier) => (
											<option key={carrier} value={carrier} />
										))}
									</datalist>
									<TextInput
										id={`${prefix}-tracking`}
										name="trackingNumber"
										label="Tracking number"
										required
										maxLength={40}
										result={result}
									/>
								</>
							) : null}
							<TextInput
								id={`${prefix}-note`}
								name="note"
								label="Note for the history (optional)"
								maxLength={500}
								result={result}
							/>
							{cancel ? (
								<div>
									<label className="flex items-center gap-2 text-ink">
										<input
											type="checkbox"
											name="confirm"
											value="yes"
											required
											aria-invalid={result?.fieldErrors.confirm ? true : undefined}
											aria-describedby={
												result?.fieldErrors.confirm ? `${prefix}-confirm-error` : undefined
											}
											className="size-5 accent-red-700"
										/>
										Yes, cancel order {props.number}
									</label>
									<FieldError
										id={`${prefix}-confirm-error`}
										message={result?.fieldErrors.confirm}
									/>
									<p className="mt-1 text-sm text-muted">
										Canceling refunds {props.refundOnCancel} (all that is not refunded yet, shipping
										included) to the customer&apos;s card and e-mails the customer.
									</p>
								</div>
							) : null}
						</div>
						<AdminButton type="submit" disabled={busy} secondary={cancel} className="mt-4">
							{cancel
								? 'Cancel order'
								: move.to === 'shipped'
									? 'Mark as Shipped'
									: `Move to ${move.label}`}
						</AdminButton>
					</Form>
				)
			})}
		</div>
	)
}
