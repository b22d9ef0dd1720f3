// The shop's facts in one place. Pages, the chat bot, e-mails and the price rules all read
// these, so a number is never written twice and the chat never contradicts a policy page.
// Money is integer cents.

// The shop's name, legal name, address, phone, e-mail addresses and hours are the owner's
// settings (SHOP_* environment variables, app/utils/shop-settings.server.ts), not code: pages read
// them with useShopIdentity(), server code from its env.
export const SHOP = {
	tagline: 'Custom window screens, made in the USA',
	mission:
		'We make custom window screens simple: measure your window, choose your size to the 1/16 inch, and we build a screen that fits, made in the USA and shipped to your door.',
	madeIn: 'USA',
} as const

export const CONTACT = {
	/** Hours within which e-mails are answered. */
	responseHours: 24,
} as const

export const PRICING = {
	baseCents: 4000,
	perInchCents: 50,
	/** Inches of width or height included in the base price. */
	includedInches: 24,
	/** Sales tax in basis points (800 = 8%). */
	taxBasisPoints: 800,
} as const

export const LIMITS = {
	width: { min: 6, max: 48 },
	height: { min: 6, max: 72 },
	/** Fractions are set in sixteenths of an inch, 0 to 15. */
	fractionDenominator: 16,
	quantity: { min: 1, max: 20, default: 1 },
	passwordMinLength: 6,
	/** Lines a cart holds at most, a guest's or a saved one alike, checked when a line is added
	 * (app/domain/cart/cart-limit.ts); checkout takes any cart that fits. */
	cartLines: 50,
} as const

export const PRODUCT = {
	name: 'Signature Screen',
	cartItemName: 'Custom Window Screen',
	frame: { depthInches: '5/16', widthInches: '3/4', color: 'White', material: 'aluminum' },
	mesh: 'Charcoal fiberglass mesh',
	installation: 'Tension installation',
	installMinutes: 30,
} as const

/** The shop's working calendar: every promised date is counted in it (app/domain/shipping/ship-by.ts). */
export const SHOP_CALENDAR = {
	/** Business days are Monday to Friday except US federal holidays, in this time zone. */
	timeZone: 'America/New_York',
	/** An order paid before this hour (shop time, 24-hour clock) starts that business day. */
	orderCutoffHour: 14,
} as const

/** A range of business days, both ends included. */
type BusinessDays = { readonly min: number; readonly max: number }
const processingDays = { min: 2, max: 3 } as const satisfies BusinessDays
const standardTransitDays = { min: 5, max: 7 } as const satisfies BusinessDays
const expeditedTransitDays = { min: 2, max: 3 } as const satisfies BusinessDays
const daysLabel = (days: BusinessDays) => `${days.min}-${days.max}`

export const SHIPPING = {
	/** Business days to build and inspect an order; the paid-before-cut-off day is day 1. */
	processingDays,
	processingBusinessDays: daysLabel(processingDays),
	standard: {
		name: 'Standard',
		carrier: 'UPS Ground',
		/** Business days in transit, counted from the ship-by date. */
		transitDays: standardTransitDays,
		businessDays: daysLabel(standardTransitDays),
		priceCents: 995,
		freeOverCents: 7500,
	},
	expedited: {
		name: 'Expedited',
		carrier: 'UPS 2nd Day Air',
		transitDays: expeditedTransitDays,
		businessDays: daysLabel(expeditedTransitDays),
		priceCents: 2495,
	},
	region: 'continental US',
} as const

export const REFUND = { moneyBackDays: 30, processingBusinessDays: '3-5' } as const

export const WARRANTY = {
	years: 2,
	yearOne: 'full replacement',
	yearTwoDiscountPercent: 50,
	claimReviewBusinessDays: '2-3',
	replacementShipDays: '5-7',
} as const

export const BULK = { minScreens: 100, maxLabel: '1000+' } as const

export const TERMS = { materialChangeNoticeDays: 30 } as const
