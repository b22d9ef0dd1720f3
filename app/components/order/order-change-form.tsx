import { useState } from 'react'
import { Form } from 'react-router'
import { MeasuringAssistantButton } from '#app/components/measure/measuring-assistant-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Sizes } from '#app/components/ui/sizes.tsx'
import {
	ORDER_ACTION_WORDS as WORDS,
	SHIP_TO_FIELD_LABELS,
} from '#app/content/words/order-actions.ts'
import { SCREEN_LABEL_MAX_LENGTH, SCREEN_LABEL_WORDS } from '#app/content/words/screen-labels.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { lineField } from '#app/domain/order/order-edit-fields.ts'
import type { OrderEditValues } from '#app/domain/order/order-edit-form.ts'
import { plainScreenLabelText } from '#app/domain/order/screen-label.ts'
import type { ScreenSize } from '#app/domain/order/screen-size.ts'
import { DimensionControl, type DimensionFault } from './dimension-control.tsx'

// The change form of a paid order (/order-action): each line's size (the /order page's sliders
// and boxes, and its measuring assistant), quantity, label and a Remove box, then the ship-to
// address. "Review change" posts it with the edit grant; the server reprices and shows the
// difference before anything changes.

type Line = OrderEditValues['lines'][number]

/** What the page knows of each line besides its values: what it is and what it was. */
export type ChangeFormLine = { description: string; wasSize: string; wasQuantity: number }

function FieldError({ id, message }: { id: string; message: string | undefined }) {
	if (!message) return null
	return (
		<p id={id} className="mt-1 text-sm font-medium text-red-700">
			{message}
		</p>
	)
}

function LineFields({
	index,
	line,
	about,
	errors,
	onChange,
}: {
	index: number
	line: Line
	about: ChangeFormLine
	errors: Record<string, string>
	onChange: (line: Line) => void
}) {
	const name = (part: string) => lineField(index, part)
	const set = (part: keyof Line) => (value: string | boolean) =>
		onChange({ ...line, [part]: value })
	const fault = (side: 'width' | 'height'): DimensionFault =>
		errors[name(side)] ? 'inches' : errors[name(`${side}Sixteenths`)] ? 'sixteenths' : null
	const sizeError = ['width', 'widthSixteenths', 'height', 'heightSixteenths']
		.map((part) => errors[name(part)])
		.find(Boolean)
	function useMeasured(size: ScreenSize) {
		onChange({
			...line,
			width: String(size.width),
			widthSixteenths: String(size.widthSixteenths),
			height: String(size.height),
			heightSixteenths: String(size.heightSixteenths),
		})
	}
	return (
		<fieldset
			className="rounded-lg border border-gray-200 p-4"
			data-testid={`change-line-${index + 1}`}
		>
			<legend className="px-1 text-lg font-semibold">{WORDS.lineHeading(index + 1)}</legend>
			<input type="hidden" name={name('itemId')} value={line.itemId} />
			<p className="text-sm text-muted">
				{about.description}, now <Sizes>{about.wasSize}</Sizes>, qty {about.wasQuantity}
			</p>
			<label className="mt-3 flex items-center gap-2 font-medium">
				<input
					type="checkbox"
					name={name('remove')}
					checked={line.remove}
					onChange={(event) => set('remove')(event.target.checked)}
					className="h-5 w-5 accent-brand-700"
				/>
				{WORDS.removeLine}
			</label>
			<div className={line.remove ? 'hidden' : 'mt-4 space-y-5'}>
				<MeasuringAssistantButton onUse={useMeasured} />
				{(['width', 'height'] as const).map((side) => (
					<DimensionControl
						key={side}
						label={side === 'width' ? 'Width' : 'Height'}
						inchesName={name(side)}
						sixteenthsName={name(`${side}Sixteenths`)}
						min={LIMITS[side].min}
						max={LIMITS[side].max}
						inches={line[side]}
						sixteenths={line[`${side}Sixteenths`]}
						fault={fault(side)}
						onInchesChange={set(side)}
						onSixteenthsChange={set(`${side}Sixteenths`)}
					/>
				))}
				<FieldError id={`${name('size')}-error`} message={sizeError} />
				<div>
					<label htmlFor={name('quantity')} className="font-semibold text-ink">
						{WORDS.quantity}
					</label>
					<input
						id={name('quantity')}
						name={name('quantity')}
						type="number"
						inputMode="numeric"
						min={LIMITS.quantity.min}
						max={LIMITS.quantity.max}
						step={1}
						value={line.quantity}
						aria-invalid={errors[name('quantity')] ? true : undefined}
						aria-describedby={errors[name('quantity')] ? `${name('quantity')}-error` : undefined}
						onChange={(event) => set('quantity')(event.target.value)}
						className="mt-1 w-24 rounded-md border border-gray-400 bg-white px-2 py-2 text-base text-ink aria-invalid:border-red-700"
					/>
					<FieldError id={`${name('quantity')}-error`} message={errors[name('quantity')]} />
				</div>
				<div>
					<label htmlFor={name('label')} className="font-semibold text-ink">
						{SCREEN_LABEL_WORDS.field}{' '}
						<span className="font-normal text-muted">{SCREEN_LABEL_WORDS.optional}</span>
					</label>
					<input
						id={name('label')}
						name={name('label')}
						type="text"
						autoComplete="off"
						maxLength={SCREEN_LABEL_MAX_LENGTH}
						value={line.label}
						aria-invalid={errors[name('label')] ? true : undefined}
						aria-describedby={errors[name('label')] ? `${name('label')}-error` : undefined}
						onChange={(event) => set('label')(plainScreenLabelText(event.target.value))}
						className="input-look"
					/>
					<FieldError id={`${name('label')}-error`} message={errors[name('label')]} />
				</div>
			</div>
		</fieldset>
	)
}

const ADDRESS_AUTOCOMPLETE: Record<keyof typeof SHIP_TO_FIELD_LABELS, string> = {
	shipName: 'shipping name',
	shipLine1: 'shipping address-line1',
	shipLine2: 'shipping address-line2',
	shipCity: 'shipping address-level2',
	shipState: 'shipping address-level1',
	shipPostalCode: 'shipping postal-code',
}

export function OrderChangeForm({
	grant,
	values: initial,
	lines,
	errors,
	formError,
}: {
	/** The edit grant's token: the form's authority to change this order. */
	grant: string
	values: OrderEditValues
	lines: ChangeFormLine[]
	errors: Record<string, string>
	formError?: string
}) {
	const [values, setValues] = useState(initial)
	const setLine = (index: number) => (line: Line) =>
		setValues((current) => ({
			...current,
			lines: current.lines.map((old, at) => (at === index ? line : old)),
		}))
	const fields = Object.keys(SHIP_TO_FIELD_LABELS) as (keyof typeof SHIP_TO_FIELD_LABELS)[]
	return (
		<Form method="post" noValidate className="mt-6 space-y-6">
			<input type="hidden" name="grant" value={grant} />
			<input type="hidden" name="intent" value="review" />
			{formError || errors.lines ? (
				<p role="alert" className="error-alert p-4">
					{formError ?? errors.lines}
				</p>
			) : null}
			{values.lines.map((line, index) => (
				<LineFields
					key={line.itemId}
					index={index}
					line={line}
					about={lines[index]!}
					errors={errors}
					onChange={setLine(index)}
				/>
			))}
			<fieldset className="rounded-lg border border-gray-200 p-4">
				<legend className="px-1 text-lg font-semibold">{WORDS.shipToHeading}</legend>
				<div className="grid gap-4 sm:grid-cols-2">
					{fields.map((field) => (
						<div key={field}>
							<label htmlFor={field} className="font-medium text-ink">
								{SHIP_TO_FIELD_LABELS[field]}
							</label>
							<input
								id={field}
								name={field}
								type="text"
								autoComplete={ADDRESS_AUTOCOMPLETE[field]}
								value={values.shipTo[field]}
								aria-invalid={errors[field] ? true : undefined}
								aria-describedby={errors[field] ? `${field}-error` : undefined}
								onChange={(event) =>
									setValues((current) => ({
										...current,
										shipTo: { ...current.shipTo, [field]: event.target.value },
									}))
								}
								className="input-look"
							/>
							<FieldError id={`${field}-error`} message={errors[field]} />
						</div>
					))}
				</div>
			</fieldset>
			<Button type="submit">{WORDS.review}</Button>
		</Form>
	)
}
