// The chat bot's canned texts. Every number comes from shop-facts, so the chat says what the
// policy pages say (the prototype's own figures, such as 'from $25' or a 1-year warranty, were
// wrong and are deliberately not used).
import type { ChatTopic } from '#app/domain/chat-bot.ts'
import { formatCents } from '#app/domain/money.ts'
import {
	BULK,
	CONTACT,
	LIMITS,
	PRICING,
	PRODUCT,
	REFUND,
	SHIPPING,
	SHOP,
	WARRANTY,
} from '#app/content/shop-facts.ts'

const base = formatCents(PRICING.baseCents)
const perInch = formatCents(PRICING.perInchCents)
const included = PRICING.includedInches
const taxPercent = `${PRICING.taxBasisPoints / 100}%`
const width = `${LIMITS.width.min} to ${LIMITS.width.max} inches wide`
const height = `${LIMITS.height.min} to ${LIMITS.height.max} inches tall`
const step = `1/${LIMITS.fractionDenominator} inch`
const frame = `${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame`
const frameSize = `${PRODUCT.frame.depthInches} by ${PRODUCT.frame.widthInches} inch`
const mesh = PRODUCT.mesh.toLowerCase()
const standard = SHIPPING.standard
const expedited = SHIPPING.expedited
const bulk = `${BULK.minScreens} or more screens`
const person = `call ${CONTACT.phoneDisplay} or e-mail ${CONTACT.supportEmail}`

/** Paths the chat panel shows as links when a bot reply mentions them. */
export const CHAT_LINK_PATHS = [
	'/order',
	'/how-to',
	'/bulk-orders',
	'/track-order',
	'/shipping',
	'/warranty',
	'/refund-policy',
	'/contact',
] as const

export const CHAT_GREETING = `Hi! Welcome to ${SHOP.name} support. How can I help you today?`

/** Two variants per topic; the bot picks one at random. */
export const CHAT_REPLIES = {
	pricing: [
		`Each screen is ${base} for sizes up to ${included} by ${included} inches, plus ${perInch} for every inch of width or height beyond ${included} (fractions are not counted). Set your size on /order to see the exact price.`,
		`Screens start at ${base} each; larger screens add ${perInch} per inch of width or height over ${included} inches, and ${taxPercent} sales tax is added at checkout. Ordering ${bulk}? Ask for a quote on /bulk-orders.`,
	],
	sizing: [
		`We make every screen to your exact size: ${width} and ${height}, in steps of ${step}. Measure the window frame to the nearest ${step}; the guide on /how-to shows you how.`,
		`Any size from ${LIMITS.width.min} by ${LIMITS.height.min} up to ${LIMITS.width.max} inches wide by ${LIMITS.height.max} inches tall. Width or height over ${included} inches adds ${perInch} per inch. Measuring tips are on /how-to.`,
	],
	ordering: [
		`Ordering is easy: on /order set the width, height and quantity, add the screen to your cart and pay securely at checkout. You don't need an account, but signing in saves your cart.`,
		`Choose your size and a quantity of ${LIMITS.quantity.min} to ${LIMITS.quantity.max} per item on /order, add it to your cart, then check out with a secure card payment. For ${bulk}, see /bulk-orders.`,
	],
	delivery: [
		`Orders are made in ${SHIPPING.processingBusinessDays} business days, then ship by ${standard.carrier} in ${standard.businessDays} business days: free on orders of ${formatCents(standard.freeOverCents)} or more in the ${SHIPPING.region}, otherwise ${formatCents(standard.priceCents)}. Details on /shipping.`,
		`Need it sooner? After ${SHIPPING.processingBusinessDays} business days of processing, ${expedited.carrier} delivers in ${expedited.businessDays} days for ${formatCents(expedited.priceCents)}. You can follow your order on /track-order.`,
	],
	materials: [
		`Our ${PRODUCT.name} has a ${frame} (${frameSize}) with ${mesh}, made in the ${SHOP.madeIn}.`,
		`Each screen pairs ${mesh} with a sturdy ${frame} and uses ${PRODUCT.installation.toLowerCase()}, so it fits snugly in your window frame.`,
	],
	installation: [
		`Installing a screen takes under ${PRODUCT.installMinutes} minutes. Our screens use ${PRODUCT.installation.toLowerCase()}, which holds them snugly in the window frame. The guide on /how-to walks you through measuring.`,
		`Most customers fit a screen in under ${PRODUCT.installMinutes} minutes thanks to ${PRODUCT.installation.toLowerCase()}. A good fit starts with a good measurement: see /how-to.`,
	],
	warranty: [
		`Every screen has a ${WARRANTY.years}-year warranty: ${WARRANTY.yearOne} in year 1 and ${WARRANTY.yearTwoDiscountPercent}% off a replacement in year 2. Claims are reviewed in ${WARRANTY.claimReviewBusinessDays} business days; details on /warranty.`,
		`You have a ${REFUND.moneyBackDays}-day money-back guarantee, with refunds processed in ${REFUND.processingBusinessDays} business days (see /refund-policy), plus a ${WARRANTY.years}-year warranty on every screen (see /warranty).`,
	],
	greetings: [
		'Hello! How can I help you with your window screens today?',
		'Hi there! Ask me about pricing, sizes, ordering, delivery or installation.',
	],
	thanks: [
		"You're welcome! Is there anything else I can help with?",
		`Happy to help! If you'd like to talk to a person, ${person}.`,
	],
} as const satisfies Record<ChatTopic, readonly [string, string]>

export const CHAT_FALLBACKS = {
	help: `I'm here to help! Ask me about pricing, sizes, ordering, delivery, materials, installation or the warranty. To talk to a person, ${person}.`,
	windowScreen: `We make custom window screens to your exact size, ${width} and ${height}, from ${base} each. Start on /order, or read the measuring guide on /how-to.`,
	unknown: `Sorry, I didn't catch that. I can answer questions about pricing, sizes, ordering, delivery, materials, installation and the warranty. For anything else, ${person}; we reply within ${CONTACT.responseHours} hours.`,
} as const
