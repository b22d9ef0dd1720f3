import { useEffect, useState, type FormEvent } from 'react'
import { useNavigation } from 'react-router'
import { parseAuthForm, type FormErrors } from '#app/domain/auth-forms.ts'
import { toast } from '#app/utils/toast.ts'
import { failureToast, type AuthFormFailure, type AuthIntent } from './auth-feedback.ts'

type Schema = Parameters<typeof parseAuthForm>[0]

/**
 * A form's state: checks it in the browser before sending (same rules as the server), shows the
 * server's refusal as a toast, and says when it is being sent. Without JavaScript the server does
 * the checking and the errors arrive with the page.
 */
export function useAuthForm(intent: AuthIntent, schema: Schema, answer?: AuthFormFailure) {
	const navigation = useNavigation()
	const [checked, setChecked] = useState<FormErrors | null>(null)
	const serverAnswer = answer?.intent === intent ? answer : undefined

	useEffect(() => {
		if (serverAnswer) toast(serverAnswer.toast)
	}, [serverAnswer])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const result = parseAuthForm(schema, new FormData(event.currentTarget))
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
	return { onSubmit, submitting, errors, values: serverAnswer?.values ?? {} }
}
