// The back office's change of an order: every line's size (inches and sixteenths), quantity and
// label, a box to remove it, and the ship-to address, in one form. "Preview change" shows the new
// total and what moves (refund or payment) before "Confirm change" makes it.
import { Form, useNavigation } from 'react-router'
import { lineField, type LinePart, type ShipToField } from '#app/domain/order/order-edit-fields.ts'
import { AdminButton, adminCardClass, FieldError } from './admin-page.tsx'
import {
	Field,
	SixteenthsSelect,
	type ChangeFormLine,
	type ChangeFormResult,
} from './order-change-fields.tsx'
import { ChangePreview } from './order-change-preview.tsx'

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
				<p role="alert" className="error-alert mt-4 p-4">
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
							className="input-look"
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
			{result?.preview ? <ChangePreview preview={result.preview} /> : null}
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
