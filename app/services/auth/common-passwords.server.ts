import list from './common-passwords.txt?raw'

// Shipped as data (see the file's header) and checked in memory: no outside service sees a
// password or a hash of one.
const COMMON_PASSWORDS = new Set(
	list
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line !== '' && !line.startsWith('#')),
)

export const PASSWORD_TOO_COMMON =
	'This password is one of the most common passwords. Please choose a different one.'
export const PASSWORD_IS_IDENTITY = 'Your password must not be your email address or username.'

export function isCommonPassword(password: string): boolean {
	return COMMON_PASSWORDS.has(password.trim().toLowerCase())
}

/** Why a new password is too easy to guess, or null when it is fine. */
export function weakPasswordReason(
	password: string,
	identity: { email?: string; username?: string } = {},
): string | null {
	if (isCommonPassword(password)) return PASSWORD_TOO_COMMON
	const lowered = password.trim().toLowerCase()
	const email = identity.email?.trim().toLowerCase()
	const guesses = [email, email?.split('@')[0], identity.username?.trim().toLowerCase()]
	if (guesses.some((guess) => guess && guess === lowered)) return PASSWORD_IS_IDENTITY
	return null
}
