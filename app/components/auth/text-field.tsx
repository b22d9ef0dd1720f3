import type { InputHTMLAttributes } from 'react'

const inputClass =
	'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700'

type TextFieldProps = {
	id: string
	name: string
	label: string
	error?: string
	hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ id, name, label, error, hint, ...input }: TextFieldProps) {
	const hintId = hint ? `${id}-hint` : undefined
	const errorId = error ? `${id}-error` : undefined
	return (
		<div>
			<label htmlFor={id} className="font-medium text-ink">
				{label}
			</label>
			<input
				id={id}
				name={name}
				aria-invalid={error ? true : undefined}
				aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
				className={inputClass}
				{...input}
			/>
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

export const submitButtonClass =
	'w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'
