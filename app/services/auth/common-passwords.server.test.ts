import { describe, expect, it } from 'vitest'
import {
	PASSWORD_IS_IDENTITY,
	PASSWORD_TOO_COMMON,
	isCommonPassword,
	weakPasswordReason,
} from './common-passwords.server.ts'

describe('common passwords', () => {
	it('knows the usual suspects, in any letter case', () => {
		for (const password of ['123456', 'password', 'qwerty', 'iloveyou', 'Password1', 'LETMEIN'])
			expect(isCommonPassword(password)).toBe(true)
	})

	it('lets uncommon passwords through', () => {
		expect(isCommonPassword('tangerine-bicycle-42')).toBe(false)
		expect(weakPasswordReason('tangerine-bicycle-42', { email: 'ann@example.com' })).toBeNull()
	})

	it('ignores the comment lines of the data file', () => {
		expect(
			isCommonPassword(
				'# the most common passwords, most common first, refused at sign-up and password reset.',
			),
		).toBe(false)
	})

	it('refuses a password that is the e-mail, its name part or the username', () => {
		const identity = { email: 'Ann.Lee@example.com', username: 'annlee77' }
		expect(weakPasswordReason('ann.lee@example.com', identity)).toBe(PASSWORD_IS_IDENTITY)
		expect(weakPasswordReason('ANN.LEE', identity)).toBe(PASSWORD_IS_IDENTITY)
		expect(weakPasswordReason('annlee77', identity)).toBe(PASSWORD_IS_IDENTITY)
		expect(weakPasswordReason('sunshine', identity)).toBe(PASSWORD_TOO_COMMON)
	})
})
