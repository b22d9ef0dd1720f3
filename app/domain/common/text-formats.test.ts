import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { EMAIL_PATTERN, ISO_DATETIME_PATTERN } from './text-formats.ts'

// The browser's copies must be the very patterns the server's zod schemas test against.
describe('the browser checks text as zod does', () => {
	test('e-mail: the pattern of z.email()', () => {
		expect(EMAIL_PATTERN.source).toBe(z.email()._zod.def.pattern?.source)
		expect(EMAIL_PATTERN.flags).toBe(z.email()._zod.def.pattern?.flags)
	})

	test('timestamp: the pattern of z.iso.datetime()', () => {
		expect(ISO_DATETIME_PATTERN.source).toBe(z.iso.datetime()._zod.def.pattern?.source)
		expect(ISO_DATETIME_PATTERN.flags).toBe(z.iso.datetime()._zod.def.pattern?.flags)
	})

	test('property: same answers as the schemas', () => {
		const email = z.email()
		const datetime = z.iso.datetime()
		fc.assert(
			fc.property(
				fc.oneof(fc.emailAddress(), fc.string()),
				fc.oneof(
					fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
					fc.string(),
				),
				(address, time) => {
					expect(EMAIL_PATTERN.test(address)).toBe(email.safeParse(address).success)
					expect(ISO_DATETIME_PATTERN.test(time)).toBe(datetime.safeParse(time).success)
				},
			),
		)
	})
})
