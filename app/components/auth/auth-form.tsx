import type { FormEvent, ReactNode } from 'react'
import { Form } from 'react-router'
import { FormError } from './form-error.tsx'

type Props = {
	intent: string
	/** Hidden fields sent besides the intent (the reset token, where to go after signing in). */
	hidden?: Record<string, string | undefined>
	/** The form's overall refusal, shown above its fields and tied to the form for readers. */
	error?: string
	onSubmit: (event: FormEvent<HTMLFormElement>) => void
	onFocus: () => void
	children: ReactNode
}

/** An account form, posted to its page's action and checked in the browser first (useAuthForm). */
export function AuthForm({ intent, hidden = {}, error, onSubmit, onFocus, children }: Props) {
	const errorId = error ? `${intent}-form-error` : undefined
	return (
		<Form
			method="post"
			noValidate
			onSubmit={onSubmit}
			onFocus={onFocus}
			aria-describedby={errorId}
			className="space-y-4"
		>
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(hidden).map(([name, value]) =>
				value ? <input key={name} type="hidden" name={name} value={value} /> : null,
			)}
			<FormError id={errorId} message={error} />
			{children}
		</Form>
	)
}
