import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigation } from 'react-router'
import type * as AuthForms from '#app/domain/auth/auth-forms.ts'
import type { FormErrors } from '#app/domain/auth/auth-forms.ts'
import { toast } from '#app/utils/toast.ts'
import { failureToast, type AuthFormFailure, type AuthIntent } from './auth-feedback.ts'

type AuthRules = typeof AuthForms
export type AuthSchemaName =
	'SignInSchema' | 'SignUpSchema' | 'ForgotPasswordSchema' | 'ResetPasswordSchema'

// The rules (zod) load when a visitor first focuses a form, not with the page.
let rules: AuthRules | undefined
let loading: Promise<AuthRules> | undefined
function loadRules(): Promise<AuthRules> {
	loading ??= import('#app/domain/auth/auth-forms.ts').then(
		(module) => (rules = module),
		(error: unknown) => {
			loading = undefined
			throw error
		},
	)
	return loading
}

/**
 * A form's state: checks it in the browser before sending (same rules as the server), shows the
 * server's refusal as a toast, and says when it is being sent. Without JavaScript the server does
 * the checking and the errors arrive with the page.
 */
export function useAuthForm(intent: AuthIntent, schema: AuthSchemaName, answer?: AuthFormFailure) {
	const navigation = useNavigation()
	const [checked, setChecked] = useState<FormErrors | null>(null)
	const unchecked = useRef(false)
	const serverAnswer = answer?.intent === intent ? answer : undefined

	useEffect(() => {
		if (serverAnswer) toast(serverAnswer.toast)
	}, [serverAnswer])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		if (!rules && !unchecked.current) {
			// Sent before the rules arrived: hold it and send it again once they are here, or
			// unchecked if they cannot load (the server checks everything anyway).
			event.preventDefault()
			const form = event.currentTarget
			const resend = () => form.requestSubmit((event.nativeEvent as SubmitEvent).submitter)
			loadRules().then(resend, () => {
				unchecked.current = true
				resend()
			})
			return
		}
		if (!rules) return
		const result = rules.parseAuthForm<unknown>(rules[schema], new FormData(event.currentTarget))
		if (result.success) return setChecked(null)
		event.preventDefault()
		setChecked({ formError: result.formError, fieldErrors: result.fieldErrors })
		const message = result.formError ?? Object.values(result.fieldErrors)[0] ?? ''
		toast(failureToast(intent, message))
	}

	const submitting =
		navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const errors: FormErrors = checked ?? {
		formError: serverAnswer?.formError,
		fieldErrors: serverAnswer?.fieldErrors ?? {},
	}
	return {
		onSubmit,
		onFocus: () => void loadRules().catch(() => {}),
		submitting,
		errors,
		values: serverAnswer?.values ?? {},
	}
}
