import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
	it('applies the defaults of a fresh machine', () => {
		const env = parseEnv({})
		expect(env.PORT).toBe(3000)
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.SQLITE_PATH).toBe('./data/shop.db')
		expect(env.MAIL_DIR).toBe('./data/mail')
	})

	it('names every bad variable in one message', () => {
		expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
			/PORT:[\s\S]*DATABASE_URL: must be a postgres/,
		)
	})

	it('treats empty optional values as unset', () => {
		expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).SMTP_URL).toBeUndefined()
	})
})
