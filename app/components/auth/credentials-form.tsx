import { Link } from 'react-router'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { PASSWORD_MAX_LENGTH } from '#app/domain/auth/auth-limits.ts'
import type { AuthFormFailure } from './auth-feedback.ts'
import { AuthForm } from './auth-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useAuthForm } from './use-auth-form.ts'

type Props = {
	mode: 'sign-in' | 'sign-up'
	answer?: AuthFormFailure
	/** Where to go after signing in (a path on this site), when a page sent the visitor here. */
	redirectTo?: string
}

/** What Create Account asks before the e-mail and password. */
const NEW_ACCOUNT_FIELDS = [
	{ id: 'auth-username', name: 'username', label: 'Username', autoComplete: 'username' },
	{ id: 'auth-full-name', name: 'fullName', label: 'Full name', autoComplete: 'name' },
] as const

/** Sign In and Create Account: e-mail and password, plus username and full name to sign up. */
export function CredentialsForm({ mode, answer, redirectTo }: Props) {
	const signUp = mode === 'sign-up'
	const { onSubmit, onFocus, submitting, errors, values } = useAuthForm(
		mode,
		signUp ? 'SignUpSchema' : 'SignInSchema',
		answer,
	)
	const { fieldErrors } = errors

	return (
		<AuthForm
			intent={mode}
			hidden={{ redirectTo }}
			error={errors.formError}
			onSubmit={onSubmit}
			onFocus={onFocus}
		>
			{signUp
				? NEW_ACCOUNT_FIELDS.map((field) => (
						<FormField
							key={field.name}
							{...field}
							defaultValue={values[field.name]}
							error={fieldErrors[field.name]}
							required
						/>
					))
				: null}
			<FormField
				id="auth-email"
				name="email"
				label="Email"
				type="email"
				autoComplete="email"
				defaultValue={values.email}
				error={fieldErrors.email}
				required
			/>
			<FormField
				id="auth-password"
				name="password"
				label="Password"
				type="password"
				autoComplete={signUp ? 'new-password' : 'current-password'}
				minLength={LIMITS.passwordMinLength}
				maxLength={PASSWORD_MAX_LENGTH}
				hint={signUp ? `At least ${LIMITS.passwordMinLength} characters.` : undefined}
				error={fieldErrors.password}
				required
			/>
			<Button type="submit" disabled={submitting} className="w-full">
				{submitting
					? signUp
						? 'Creating Account...'
						: 'Signing In...'
					: signUp
						? 'Create Account'
						: 'Sign In'}
			</Button>
			{signUp ? null : (
				<p className="text-center text-sm">
					<Link to="/auth?mode=forgot" className="font-medium text-brand-700 underline">
						Forgot your password?
					</Link>
				</p>
			)}
		</AuthForm>
	)
}
