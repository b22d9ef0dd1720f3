// The owner's identity as environment settings (SHOP_*), part of the env schema in env.server.ts.
// The defaults are the values the shop shipped with; in production the server warns at start for
// each value still at a placeholder (shopSettingsWarnings). The browser never reads these: the root
// loader hands the public identity (shopIdentity) to the pages.
import { z } from 'zod'
import type { BusinessHours, ShopIdentity } from '#app/content/facts/shop-identity.ts'

/** Today's values: what a fresh checkout shows until the owner sets their own. */
export const SHOP_SETTING_DEFAULTS = {
	SHOP_NAME: 'Signature Screens',
	SHOP_PHONE: '(800) 555-0142',
	SHOP_SUPPORT_EMAIL: 'support@signaturescreens.com',
	SHOP_ORDERS_EMAIL: 'orders@signaturescreens.com',
	SHOP_BULK_EMAIL: 'bulk@signaturescreens.com',
	SHOP_HOURS: 'Mon-Fri: 8AM-6PM EST; Sat: 9AM-4PM EST; Sun: Closed',
} as const

/** Trimmed; an empty value counts as unset, like every other variable. */
const text = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.optional()

const line = (max: number) =>
	text.pipe(
		z
			.string()
			.max(max, `must be at most ${max} characters`)
			.refine((value) => !/[\r\n]/.test(value), 'must be one line')
			.optional(),
	)

const email = (fallback: string) =>
	text.pipe(z.email('must be an e-mail address').default(fallback))

const PHONE_HINT = 'must be a phone number such as (800) 555-0142 or +44 20 7946 0000'

/** '(800) 555-0142' -> tel:+18005550142 (North American numbers); '+44 20 …' as written. */
export function parsePhone(value: string): ShopIdentity['phone'] | undefined {
	if (!/^\+?[0-9 ().-]+$/.test(value)) return undefined
	const digits = value.replace(/\D/g, '')
	if (value.startsWith('+')) {
		return digits.length >= 8 && digits.length <= 15
			? { display: value, href: `tel:+${digits}` }
			: undefined
	}
	if (digits.length === 10) return { display: value, href: `tel:+1${digits}` }
	if (digits.length === 11 && digits.startsWith('1'))
		return { display: value, href: `tel:+${digits}` }
	return undefined
}

const HOURS_HINT =
	"must list days and times like 'Mon-Fri: 8AM-6PM EST; Sat: 9AM-4PM EST; Sun: Closed'"

/** 'Mon-Fri: 8AM-6PM EST; Sun: Closed' -> rows; a row's days end at its first colon. */
export function parseHours(value: string): BusinessHours | undefined {
	const rows = value
		.split(';')
		.map((row) => row.trim())
		.filter((row) => row !== '')
	const parsed = rows.map((row) => {
		const colon = row.indexOf(':')
		return { days: row.slice(0, colon).trim(), time: row.slice(colon + 1).trim() }
	})
	const valid =
		rows.length > 0 &&
		rows.length <= 10 &&
		rows.every((row) => row.includes(':')) &&
		parsed.every((row) => row.days !== '' && row.time !== '' && row.days.length <= 40)
	return valid ? parsed : undefined
}

/** The SHOP_* variables, spread into the env schema. */
export const SHOP_SETTINGS_SHAPE = {
	/** The brand shown in the header, titles and e-mails. */
	SHOP_NAME: line(80).pipe(z.string().default(SHOP_SETTING_DEFAULTS.SHOP_NAME)),
	/** The company as registered (footer, /contact, Organization data); empty: the brand. */
	SHOP_LEGAL_NAME: line(120),
	/** One line, e.g. '120 Mill Street, Dayton, OH 45402'; empty: no address is shown. */
	SHOP_ADDRESS: line(200),
	SHOP_PHONE: text
		.pipe(z.string().default(SHOP_SETTING_DEFAULTS.SHOP_PHONE))
		.transform((value, ctx) => {
			const phone = parsePhone(value)
			if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_HINT })
			return phone ?? { display: value, href: '' }
		}),
	SHOP_SUPPORT_EMAIL: email(SHOP_SETTING_DEFAULTS.SHOP_SUPPORT_EMAIL),
	SHOP_ORDERS_EMAIL: email(SHOP_SETTING_DEFAULTS.SHOP_ORDERS_EMAIL),
	SHOP_BULK_EMAIL: email(SHOP_SETTING_DEFAULTS.SHOP_BULK_EMAIL),
	SHOP_HOURS: text
		.pipe(z.string().default(SHOP_SETTING_DEFAULTS.SHOP_HOURS))
		.transform((value, ctx) => {
			const hours = parseHours(value)
			if (!hours) ctx.addIssue({ code: 'custom', message: HOURS_HINT })
			return hours ?? []
		}),
}

export type ShopSettings = z.infer<z.ZodObject<typeof SHOP_SETTINGS_SHAPE>>

/** The public identity the pages, the chat, the e-mails and the structured data print. */
export function shopIdentity(settings: ShopSettings): ShopIdentity {
	return {
		name: settings.SHOP_NAME,
		legalName: settings.SHOP_LEGAL_NAME ?? settings.SHOP_NAME,
		address: settings.SHOP_ADDRESS ?? null,
		phone: settings.SHOP_PHONE,
		supportEmail: settings.SHOP_SUPPORT_EMAIL,
		ordersEmail: settings.SHOP_ORDERS_EMAIL,
		bulkEmail: settings.SHOP_BULK_EMAIL,
		hours: settings.SHOP_HOURS,
	}
}

/** 'Signature Screens <orders@…>', the default sender; a name with specials is quoted. */
export function defaultMailFrom(settings: Pick<ShopSettings, 'SHOP_NAME' | 'SHOP_ORDERS_EMAIL'>) {
	const name = /[()<>[\]:;@\\,."]/.test(settings.SHOP_NAME)
		? `"${settings.SHOP_NAME.replace(/["\\]/g, '\\$&')}"`
		: settings.SHOP_NAME
	return `${name} <${settings.SHOP_ORDERS_EMAIL}>`
}

/** 555-0100 to 555-0199 are reserved for fiction in North America. */
function isFictionalPhone(href: string): boolean {
	return /^tel:\+1\d{3}55501\d{2}$/.test(href)
}

const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i

const EMAILS = ['SHOP_SUPPORT_EMAIL', 'SHOP_ORDERS_EMAIL', 'SHOP_BULK_EMAIL'] as const

/**
 * One line per identity value still at a placeholder, for the start-up log of a production
 * server: the 555 phone, the example e-mail addresses, no legal name, no street address.
 */
export function shopSettingsWarnings(settings: ShopSettings & { NODE_ENV: string }): string[] {
	if (settings.NODE_ENV !== 'production') return []
	const warnings: string[] = []
	if (isFictionalPhone(settings.SHOP_PHONE.href)) {
		warnings.push(
			`SHOP_PHONE is ${settings.SHOP_PHONE.display}, a fictional 555 number: set the shop's real phone number.`,
		)
	}
	for (const key of EMAILS) {
		const value = settings[key]
		if (value === SHOP_SETTING_DEFAULTS[key] || EXAMPLE_DOMAIN.test(value)) {
			warnings.push(`${key} is ${value}, an example address: set the shop's real e-mail address.`)
		}
	}
	if (!settings.SHOP_LEGAL_NAME) {
		warnings.push(
			'SHOP_LEGAL_NAME is not set: the footer, /contact and the Organization data show the brand instead of the registered company name.',
		)
	}
	if (!settings.SHOP_ADDRESS) {
		warnings.push(
			'SHOP_ADDRESS is not set: the footer, /contact and the Organization data show no street address.',
		)
	}
	return warnings
}
