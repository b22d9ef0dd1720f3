// The spec's toasts and messages against the constants the shop shows: every text the spec quotes
// (its sections 4 to 8, word for word, kept in spec-quoted-texts.json, the shop's own record of
// them) must be one of them, or be listed below as a text of the prototype's that the shop does
// not show, with the reason.
import { describe, expect, test } from 'vitest'
import * as authForms from './auth-forms.ts'
import * as auth from './auth.ts'
import * as bulk from './bulk.ts'
import * as cart from './cart.ts'
import * as errors from './errors.ts'
import * as inquiry from './inquiry.ts'
import * as notFoundTitle from './not-found-title.ts'
import * as notFound from './not-found.ts'
import * as order from './order.ts'
import * as payment from './payment.ts'
import * as tracking from './tracking.ts'
import specRecord from './spec-quoted-texts.json' with { type: 'json' }

/** Quoted texts of the prototype that the shop deliberately does not show. */
const NOT_SHOWN: Record<string, string> = {
	'Please fill in all required fields.': 'the old order form is not part of the shop',
	'Notification Error: Failed to send order notification email.':
		'the old order flow: orders are e-mailed from the outbox, never by the browser',
	'An unexpected error occurred while sending the notification.': 'the old order flow',
	'Order Submitted Successfully! Your order #{id} has been submitted...': 'the old order flow',
	'Order Submitted ... issue sending the notification email.': 'the old order flow',
}

/** A count for texts with {n} in the spec. */
const N = 7

/** Every text the message modules can show: strings, toast titles and descriptions, both joined. */
function catalogueTexts(): Set<string> {
	const texts = new Set<string>()
	const add = (value: unknown): void => {
		if (typeof value === 'string') texts.add(value)
		else if (typeof value === 'function') add((value as (n: number) => unknown)(N))
		else if (value && typeof value === 'object') {
			const { title, description } = value as { title?: unknown; description?: unknown }
			if (typeof title === 'string' && typeof description === 'string') {
				texts.add(`${title}: ${description}`)
				texts.add(`${title} ${description}`)
			}
			for (const inner of Object.values(value)) add(inner)
		}
	}
	const modules = [auth, authForms, bulk, cart, errors, inquiry, notFound, notFoundTitle, order]
	for (const module of [...modules, payment, tracking]) add(module)
	return texts
}

describe("the message catalogue against the spec's quoted texts", () => {
	const quoted = specRecord.texts.map(({ text }) => text)
	const catalogue = catalogueTexts()

	test('the spec quotes the texts this test knows it for', () => {
		expect(quoted.length).toBeGreaterThan(25)
		for (const text of Object.keys(NOT_SHOWN)) expect(quoted).toContain(text)
	})

	test.each(quoted.filter((text) => !(text in NOT_SHOWN)))('%s', (text) => {
		const expected = text.replaceAll('{n}', String(N))
		const [title, description] = expected.split(/: (.*)/s)
		const found =
			catalogue.has(expected) ||
			// A toast whose title and description are set apart ('Payment Error' and its reasons).
			(description !== undefined && catalogue.has(title!) && catalogue.has(description))
		expect(found, `'${text}' is not in app/content/words/messages/`).toBe(true)
	})
})
