import { Form, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { SIGN_IN_LINK_TEXT } from '#app/content/words/sign-in-link.ts'
import type { AuthFormFailure } from './auth-feedback.ts'
import { FormError } from './form-error.tsx'
import { useAuthForm } from './use-auth-form.ts'

/** Under a refused sign-in whose password route is paused for the account: one button that
 * e-mails the owner a one-time sign-in link (the e-mail that was typed, no password). */
export function SignInLinkOffer({ email }: { email: string }) {
	const navigation = useNavigation()
	const sending =
		navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sign-in-link'
	return (
		<Form method="post" className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-4">
			<input type="hidden" name="intent" value="sign-in-link" />
			<input type="hidden" name="email" value={email} />
			<p className="text-sm text-ink">{SIGN_IN_LINK_TEXT.offer}</p>
			<Button type="submit" disabled={sending} className="mt-3 w-full">
				{sending ? 'Sending...' : SIGN_IN_LINK_TEXT.offerButton}
			</Button>
		</Form>
	)
}

/** The page the e-mailed link opens: one button signs in (a POST, so a mail scanner that fetches
 * the link cannot use it up). */
export function SignInLinkConfirm({ token, answer }: { token: string; answer?: AuthFormFailure }) {
	const { submitting, errors } = useAuthForm('sign-in-link', 'ForgotPasswordSchema', answer)
	const formErrorId = errors.formError ? 'sign-in-link-error' : undefined
	return (
		<Form method="post" aria-describedby={formErrorId} className="space-y-4">
			<input type="hidden" name="intent" value="use-sign-in-link" />
			<input type="hidden" name="token" value={token} />
			<FormError id={formErrorId} message={errors.formError} />
			<p className="text-muted">{SIGN_IN_LINK_TEXT.confirm}</p>
			<Button type="submit" disabled={submitting} className="w-full">
				{submitting ? 'Signing In...' : 'Sign In'}
			</Button>
		</Form>
	)
}
