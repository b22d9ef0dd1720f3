// The back office's change of an order: every line's size (inches and sixteenths), quantity and
// label, a box to remove it, and the ship-to address, in one form. "Preview change" shows the new
// total and what moves (refund or payment) before "Confirm change" makes it.
import { Form, useNavigation } from 'react-router'
import { lineField, type LinePart, type ShipToField } from '#app/domain/order/order-edit-fields.ts'
import { AdminButton, adminCardClass, adminInputClass } from './admin-page.tsx'

/** The typed parts of a line, as the form starts from them. */
type TypedPart = Exclude<LinePart, 'itemId' | 'remove'>

export type ChangeFormLine = {
	/** order_items.id: the form names each line's item, so it cannot change another order's. */
	itemId: string
	description: string
	size: string
	label: string
	values: Record<TypedPart, string>
}

export type ChangePreviewView = {
	lines: { size: string; label: string; quantity: number; each: string; lineTotal: string }[]
	summary: string[]
	subtotal: string
	discount: string | null
	tax: string
	shipping: string
	total: string
	oldTotal: string
	paid: string
	/** e.g. 'The customer is refunded $12.00 at once.' */
	money: string
}

export type ChangeFormResult = {
	values: Record<string, string>
	formError?: string
	fieldErrors: Record<string, string>
	preview?: ChangePreviewView
}

const SIXTEENTHS = Array.from({ length: 16 }, (_, n) => n)

function FieldError({ id, message }: { id: string; message?: string }) {
	return message ? (
		<p id={id} className="mt-1 text-sm font-medium text-red-800">
			{message}
		</p>
	) : null
}

function Field(props: {
	name: string
	label: string
	result?: ChangeFormResult
	initial: string
	type?: 'text' | 'number'
	width?: string
	maxLength?: number
	autoComplete?: string
}) {
	const error = props.result?.fieldErrors[props.name]
	const id = `change-${props.name}`
	return (
		<div className={props.width}>
			<label htmlFor={id} className="font-medium text-ink">
				{props.label}
			</label>
			<input
				id={id}
				name={props.name}
				type={props.type ?? 'text'}
				inputMode={props.type === 'number' ? 'numeric' : undefined}
				maxLength={props.maxLength}
				autoComplete={props.autoComplete ?? 'off'}
				defaultValue={props.result?.values[props.name] ?? props.initial}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				className={adminInputClass}
			/>
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

function SixteenthsSelect(props: {
	name: string
	label: string
	result?: ChangeFormResult
	initial: string
}) {
	const id = `change-${props.name}`
	return (
		<div className="w-28">
			<label htmlFor={id} className="font-medium text-ink">
				{props.label}
			</label>
			<select
				id={id}
				name={props.name}
				defaultValue={props.result?.values[props.name] ?? props.initial}
				className={adminInputClass}
			>
				{SIXTEENTHS.map((n) => (
					<option key={n} value={String(n)}>
						{n === 0 ? '0' : `${n}/16`}
					</option>
				))}
			</select>
		</div>
	)
}

function Preview({ preview }: { preview: ChangePreviewView }) {
	return (
		<section aria-labelledby="change-preview-title" className={adminCardClass} aria-live="polite">
			<h2 id="change-preview-title" className="text-lg font-bold text-ink">
				The order after this change
			</h2>
			<ul className="mt-2 list-disc pl-6">
				{preview.summary.map((part) => (
					<li key={part}>{part}</li>
				))}
			</ul>
			<table className="mt-4 w-full text-left">
				<caption className="sr-only">Lines after the change</caption>
				<thead>
					<tr>
						<th scope="col">Size</th>
						<th scope="col">Label</th>
						<th scope="col">Qty</th>
						<th scope="col">Each</th>
						<th scope="col">Price</th>
					</tr>
				</thead>
				<tbody>
					{preview.lines.map((line, index) => (
						<tr key={index}>
							<td>{line.size}</td>
							<td>{line.label}</td>
							<td>{line.quantity}</td>
							<td>{line.each}</td>
							<td>{line.lineTotal}</td>
						</tr>
					))}
				</tbody>
			</table>
			<dl className="mt-4 grid max-w-md grid-cols-2 gap-1">
				<dt>Subtotal</dt>
				<dd>{preview.subtotal}</dd>
				{preview.discount ? (
					<>
						<dt>Discount</dt>
						<dd>{preview.discount}</dd>
					</>
				) : null}
				<dt>Tax</dt>
				<dd>{preview.tax}</dd>
				<dt>Shipping</dt>
				<dd>{preview.shipping}</dd>
				<dt className="font-bold">New total</dt>
				<dd className="font-bold">{preview.total}</dd>
				<dt>Total before</dt>
				<dd>{preview.oldTotal}</dd>
				<dt>Paid (net of refunds)</dt>
				<dd>{preview.paid}</dd>
			</dl>
			<p className="mt-4 font-semibold">{preview.money}</p>
		</section>
	)
}

export function OrderChangeForm(props: {
	nonce: string
	lines: ChangeFormLine[]
	shipTo: Record<ShipToField, string>
	states: [string, string][]
	result?: ChangeFormResult
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const { result } = props
	return (
		<Form method="post" aria-labelledby="change-title" className="mt-4" noValidate>
			<h2 id="change-title" className="sr-only">
				Change this order
			</h2>
			<input type="hidden" name="nonce" value={props.nonce} />
			{result?.formError ? (
				<p role="alert" className="mt-4 rounded-md bg-red-50 p-4 font-medium text-red-800">
					{result.formError}
				</p>
			) : null}
			{props.lines.map((line, index) => {
				const name = (part: LinePart) => lineField(index, part)
				const removeId = `change-${name('remove')}`
				const removeError = result?.fieldErrors[name('remove')]
				return (
					<fieldset key={index} className={adminCardClass}>
						<legend className="px-1 font-bold text-ink">
							Line {index + 1}: {line.size}
							{line.label ? ` (${line.label})` : ''}
						</legend>
						<input type="hidden" name={name('itemId')} value={line.itemId} />
						<div className="flex flex-wrap gap-4">
							<Field
								name={name('width')}
								label="Width (inches)"
								type="number"
								width="w-32"
								result={result}
								initial={line.values.width}
							/>
							<SixteenthsSelect
								name={name('widthSixteenths')}
								label="Width fraction"
								result={result}
								initial={line.values.widthSixteenths}
							/>
							<Field
								name={name('height')}
								label="Height (inches)"
								type="number"
								width="w-32"
								result={result}
								initial={line.values.height}
							/>
							<SixteenthsSelect
								name={name('heightSixteenths')}
								label="Height fraction"
								result={result}
								initial={line.values.heightSixteenths}
							/>
							<Field
								name={name('quantity')}
								label="Quantity"
								type="number"
								width="w-28"
								result={result}
								initial={line.values.quantity}
							/>
							<Field
								name={name('label')}
								label="Label"
								width="w-56"
								maxLength={40}
								result={result}
								initial={line.values.label}
							/>
						</div>
						<div className="mt-3 flex items-center gap-2">
							<input
								id={removeId}
								type="checkbox"
								name={name('remove')}
								value="yes"
								defaultChecked={result?.values[name('remove')] === 'yes'}
								aria-describedby={removeError ? `${removeId}-error` : undefined}
								className="size-5"
							/>
							<label htmlFor={removeId}>Remove this line</label>
						</div>
						<FieldError id={`${removeId}-error`} message={removeError} />
					</fieldset>
				)
			})}
			<fieldset className={adminCardClass}>
				<legend className="px-1 font-bold text-ink">Ship to</legend>
				<div className="grid gap-4 md:grid-cols-2">
					<Field
						name="shipName"
						label="Name"
						maxLength={100}
						result={result}
						initial={props.shipTo.shipName}
					/>
					<Field
						name="shipLine1"
						label="Street address"
						maxLength={200}
						result={result}
						initial={props.shipTo.shipLine1}
					/>
					<Field
						name="shipLine2"
						label="Apartment, suite (optional)"
						maxLength={200}
						result={result}
						initial={props.shipTo.shipLine2}
					/>
					<Field
						name="shipCity"
						label="City"
						maxLength={100}
						result={result}
						initial={props.shipTo.shipCity}
					/>
					<div>
						<label htmlFor="change-shipState" className="font-medium text-ink">
							State
						</label>
						<select
							id="change-shipState"
							name="shipState"
							defaultValue={result?.values.shipState ?? props.shipTo.shipState}
							className={adminInputClass}
						>
							{props.states.map(([code, stateName]) => (
								<option key={code} value={code}>
									{stateName}
								</option>
							))}
						</select>
					</div>
					<Field
						name="shipPostalCode"
						label="ZIP code"
						maxLength={10}
						result={result}
						initial={props.shipTo.shipPostalCode}
					/>
				</div>
			</fieldset>
			{result?.preview ? <Preview preview={result.preview} /> : null}
			<div className="mt-6 flex flex-wrap gap-4">
				<AdminButton type="submit" name="intent" value="preview" secondary disabled={busy}>
					Preview change
				</AdminButton>
				{result?.preview ? (
					<AdminButton type="submit" name="intent" value="confirm" disabled={busy}>
						Confirm change
					</AdminButton>
				) : null}
			</div>
		</Form>
	)
}
