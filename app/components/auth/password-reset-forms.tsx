import { Link } from 'react-router'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { PASSWORD_MAX_LENGTH } from '#app/domain/auth/auth-limits.ts'
import type { AuthFormFailure } from './auth-feedback.ts'
import { AuthForm } from './auth-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useAuthForm } from './use-auth-form.ts'

/** Asks for the e-mail to send a reset link to. */
export function ForgotPasswordForm({ answer }: { answer?: AuthFormFailure }) {
	const { onSubmit, onFocus, submitting, errors, values } = useAuthForm(
		'forgot',
		'ForgotPasswordSchema',
		answer,
	)
	return (
		<AuthForm intent="forgot" error={errors.formError} onSubmit={onSubmit} onFocus={onFocus}>
			<FormField
				id="forgot-email"
				name="email"
				label="Email"
				type="email"
				autoComplete="email"
				defaultValue={values.email}
				error={errors.fieldErrors.email}
				required
			/>
			<Button type="submit" disabled={submitting} className="w-full">
				{submitting ? 'Sending...' : 'Send Reset Link'}
			</Button>
			<p className="text-center text-sm">
				<Link to="/auth" className="font-medium text-brand-700 underline">
					Back to Sign In
				</Link>
			</p>
		</AuthForm>
	)
}

/** Sets a new password; the token comes from the e-mailed link (/auth?mode=reset&token=...). */
export function ResetPasswordForm({ token, answer }: { token: string; answer?: AuthFormFailure }) {
	const { onSubmit, onFocus, submitting, errors } = useAuthForm(
		'reset',
		'ResetPasswordSchema',
		answer,
	)
	const formError = errors.formError ?? errors.fieldErrors.token
	return (
		<AuthForm
			intent="reset"
			hidden={{ token }}
			error={formError}
			onSubmit={onSubmit}
			onFocus={onFocus}
		>
			<FormField
				id="reset-password"
				name="password"
				label="New password"
				type="password"
				autoComplete="new-password"
				minLength={LIMITS.passwordMinLength}
				maxLength={PASSWORD_MAX_LENGTH}
				hint={`At least ${LIMITS.passwordMinLength} characters.`}
				error={errors.fieldErrors.password}
				required
			/>
			<Button type="submit" disabled={submitting} className="w-full">
				{submitting ? 'Saving...' : 'Save New Password'}
			</Button>
			{formError ? (
				<p className="text-center text-sm">
					<Link to="/auth?mode=forgot" className="font-medium text-brand-700 underline">
						Request a new link
					</Link>
				</p>
			) : null}
		</AuthForm>
	)
}
