import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { INPUT_CLASS } from './input.tsx'

type Common = { id: string; name: string; label: string; error?: string; hint?: string }
type InputProps = Common & { multiline?: false } & Omit<
		InputHTMLAttributes<HTMLInputElement>,
		'id' | 'name'
	>
type TextareaProps = Common & { multiline: true } & Omit<
		TextareaHTMLAttributes<HTMLTextAreaElement>,
		'id' | 'name'
	>

/** A labelled input or textarea with its hint and error tied to it for screen readers. */
export function FormField(props: InputProps | TextareaProps) {
	const { id, name, label, error, hint } = props
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	const a11y = {
		id,
		name,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
		className: INPUT_CLASS,
	}
	return (
		<div>
			<label htmlFor={id} className="font-medium text-ink">
				{label}
			</label>
			{props.multiline ? (
				<textarea {...controlProps(props)} {...a11y} />
			) : (
				<input {...controlProps(props)} {...a11y} />
			)}
			{hint ? (
				<p id={hintId} className="mt-1 text-sm text-muted">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={errorId} className="mt-1 text-sm font-medium text-red-800">
					{error}
				</p>
			) : null}
		</div>
	)
}

function controlProps<T extends Common & { multiline?: boolean }>(props: T) {
	const {
		id: _id,
		name: _name,
		label: _label,
		error: _error,
		hint: _hint,
		multiline: _m,
		...rest
	} = props
	return rest
}
