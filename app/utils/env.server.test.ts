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

	it('reads the clearance in sixteenths, 2 (1/8") unless the owner sets it', () => {
		expect(parseEnv({}).SHOP_CLEARANCE_SIXTEENTHS).toBe(2)
		expect(parseEnv({ SHOP_CLEARANCE_SIXTEENTHS: ' ' }).SHOP_CLEARANCE_SIXTEENTHS).toBe(2)
		expect(parseEnv({ SHOP_CLEARANCE_SIXTEENTHS: '0' }).SHOP_CLEARANCE_SIXTEENTHS).toBe(0)
		expect(parseEnv({ SHOP_CLEARANCE_SIXTEENTHS: '16' }).SHOP_CLEARANCE_SIXTEENTHS).toBe(16)
		for (const bad of ['1/8', '2.5', '-1', 'two', '0x2']) {
			expect(() => parseEnv({ SHOP_CLEARANCE_SIXTEENTHS: bad })).toThrow(
				/SHOP_CLEARANCE_SIXTEENTHS: must be a whole number of sixteenths/,
			)
		}
		expect(() => parseEnv({ SHOP_CLEARANCE_SIXTEENTHS: '17' })).toThrow(
			/SHOP_CLEARANCE_SIXTEENTHS: must be at most 16/,
		)
	})
})
