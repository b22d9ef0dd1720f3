// The shapes and inputs of the back office's order change form (order-change-form.tsx): a line as
// the form starts from it, what a post answers, and a text or number field and a sixteenths
// select, each filled from what was posted (or the order) with its problem.
import type { LinePart } from '#app/domain/order/order-edit-fields.ts'
import { FieldError } from './admin-page.tsx'
import type { ChangePreviewView } from './order-change-preview.tsx'

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

export type ChangeFormResult = {
	values: Record<string, string>
	formError?: string
	fieldErrors: Record<string, string>
	preview?: ChangePreviewView
}

const SIXTEENTHS = Array.from({ length: 16 }, (_, n) => n)

export function Field(props: {
	name: string
	label: string
	result?: ChangeFormResult
	initial: string
	type?: 'text' | 'number'
	width?: string
	maxLength?: number
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
				autoComplete="off"
				defaultValue={props.result?.values[props.name] ?? props.initial}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				className="input-look"
			/>
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

export function SixteenthsSelect(props: {
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
				className="input-look"
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
