// The account forms' rules, shared by the browser (instant messages) and the server (the
// authority). Field names match the <input name>s: email, password, username, fullName, token.
// The browser imports this module only when a visitor starts filling a form (use-auth-form.ts).
import { z } from 'zod'
import { AUTH_MESSAGES } from '#app/content/words/messages/auth-forms.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import {
	EMAIL_MAX_LENGTH,
	FULL_NAME_MAX_LENGTH,
	PASSWORD_MAX_LENGTH,
	USERNAME_MAX_LENGTH,
} from './auth-limits.ts'

export { PASSWORD_MAX_LENGTH }

// A missing form field arrives as null; treat it like an empty one.
const text = <T extends z.ZodType>(schema: T) =>
	z.preprocess((value) => (typeof value === 'string' ? value : ''), schema)

const email = text(
	z
		.string()
		.trim()
		.toLowerCase()
		.min(1, AUTH_MESSAGES.emailRequired)
		.max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
		.pipe(z.email(AUTH_MESSAGES.emailInvalid)),
)

// Passwords are taken as typed: spaces count.
const password = text(
	z
		.string()
		.min(1, AUTH_MESSAGES.passwordRequired)
		.min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
		.max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
)

const username = text(
	z
		.string()
		.trim()
		.min(1, AUTH_MESSAGES.usernameRequired)
		.max(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameTooLong),
)

const fullName = text(
	z
		.string()
		.trim()
		.min(1, AUTH_MESSAGES.fullNameRequired)
		.max(FULL_NAME_MAX_LENGTH, AUTH_MESSAGES.fullNameTooLong),
)

/** The spec's form-wide message when the e-mail or the password is missing. */
function requireCredentials(value: { email?: unknown; password?: unknown }, ctx: z.RefinementCtx) {
	if (!value.email || !value.password)
		ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.missingCredentials, path: [] })
}

export const SignInSchema = z.object({ email, password }).superRefine(requireCredentials)

export const SignUpSchema = z
	.object({ email, password, username, fullName })
	.superRefine(requireCredentials)

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = z.object({
	token: text(z.string().trim().min(1, AUTH_MESSAGES.tokenMissing)),
	password,
})

export type SignInInput = z.infer<typeof SignInSchema>
export type SignUpInput = z.infer<typeof SignUpSchema>
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

export type FormErrors = { formError?: string; fieldErrors: Record<string, string> }
export type FormResult<T> = { success: true; data: T } | ({ success: false } & FormErrors)

/** Parses a form (FormData or a plain object) with one of the schemas above. */
export function parseAuthForm<T>(
	schema: z.ZodType<T>,
	form: FormData | Record<string, unknown>,
): FormResult<T> {
	const values = form instanceof FormData ? Object.fromEntries(form) : form
	const result = schema.safeParse(values)
	if (result.success) return { success: true, data: result.data }
	const fieldErrors: Record<string, string> = {}
	let formError: string | undefined
	for (const issue of result.error.issues) {
		const field = issue.path[0]
		if (field === undefined) formError ??= issue.message
		else fieldErrors[String(field)] ??= issue.message
	}
	return { success: false, formError, fieldErrors }
}
