import type { HTMLAttributes } from 'react'

type FieldProps = {
	name: string
	label: string
	error?: string
	value?: string
	defaultValue?: string
	type?: string
	autoComplete?: string
	placeholder?: string
	inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
	required?: boolean
	/** A select of these options (value -> label) instead of a text input. */
	options?: Record<string, string>
	multiline?: boolean
}

/** A labelled input of the test checkout form, with its error tied to it for screen readers. */
export function TestCheckoutField({
	name,
	label,
	error,
	value,
	defaultValue,
	options,
	multiline,
	...input
}: FieldProps) {
	const id = `test-checkout-${name}`
	const errorId = error ? `${id}-error` : undefined
	const common = {
		id,
		name,
		defaultValue: defaultValue ?? value ?? '',
		required: input.required,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': errorId,
		className: 'input-look',
	}
	return (
		<div>
			<label htmlFor={id} className="font-medium text-ink">
				{label}
			</label>
			{options ? (
				<select {...common} autoComplete={input.autoComplete}>
					<option value="">Choose...</option>
					{Object.entries(options).map(([code, stateName]) => (
						<option key={code} value={code}>
							{stateName}
						</option>
					))}
				</select>
			) : multiline ? (
				<textarea {...common} rows={3} maxLength={500} />
			) : (
				<input {...common} {...input} type={input.type ?? 'text'} />
			)}
			{error ? (
				<p id={errorId} className="mt-1 text-sm font-medium text-red-700">
					{error}
				</p>
			) : null}
		</div>
	)
}
