// better-auth's own notes (a failed sign-in's "Invalid password", an unknown account's "User not
// found", errors while sending mail) as lines of the shop's JSON log, level kept, source "auth".
// Nothing personal is written: e-mail addresses in a note are replaced, and an argument's fields
// that may hold a secret (passwords, tokens) are left out.
import { formatLogLine, writeLogLine, type LogLevel } from '#app/utils/log-line.server.ts'

const EMAIL_ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g
const SECRET_KEY = /password|token|secret|cookie|authorization|otp|code/i
const HIDDEN_EMAIL = '[e-mail]'

/** `text` with every e-mail address replaced. */
export function withoutEmails(text: string): string {
	return text.replace(EMAIL_ADDRESS, HIDDEN_EMAIL)
}

/** An extra argument of a note (an Error, a value, an object) as text fit for the log. */
function detailOf(value: unknown): string {
	if (value instanceof Error) return withoutEmails(`${value.name}: ${value.message}`)
	if (typeof value === 'string') return withoutEmails(value)
	const json = JSON.stringify(value, (key, inner: unknown) =>
		key !== '' && SECRET_KEY.test(key) ? undefined : inner,
	)
	return withoutEmails(json ?? String(value))
}

/** One of better-auth's notes as a JSON log line. */
export function formatAuthNote(level: LogLevel, message: string, args: unknown[]): string {
	const details = args.map(detailOf)
	return formatLogLine(level, {
		source: 'auth',
		message: withoutEmails(message),
		...(details.length > 0 ? { details } : {}),
	})
}

/**
 * better-auth's `logger` option: warnings and errors go to the shop's log; errors only under
 * NODE_ENV=test or LOG_LEVEL=error, nothing at LOG_LEVEL=silent (as the server's own warnings).
 */
export function authLogger(
	env: { NODE_ENV: string; LOG_LEVEL: string },
	write: (line: string) => void = writeLogLine,
) {
	const errorsOnly = env.NODE_ENV === 'test' || env.LOG_LEVEL === 'error'
	return {
		disabled: env.LOG_LEVEL === 'silent',
		level: errorsOnly ? ('error' as const) : ('warn' as const),
		log: (noteLevel: LogLevel, message: string, ...args: unknown[]) =>
			write(formatAuthNote(noteLevel, message, args)),
	}
}
