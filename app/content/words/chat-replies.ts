// The chat bot's words. Every number comes from shop-facts, and prices and dates are computed by
// the shop's own rules (app/domain/chat/chat-answers.ts), so the chat says what the policy pages and
// the order page say (the prototype's own figures, such as 'from $25' or a 1-year warranty, were
// wrong and are deliberately not used). A reply is plain text plus at most one link, chosen
// from the fixed list of pages below; no reply is ever rendered as HTML.
import type { ChatTopic } from '#app/domain/chat/chat-topics.ts'
import type { OtherUnit } from '#app/domain/chat/chat-size.ts'
import { formatCents } from '#app/domain/common/money.ts'
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
} from '#app/content/facts/shop-facts.ts'
import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import { reachAPerson, type ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { CANCEL_REFUND, changeCutoffWords, changeHow, changeRule } from './order-changes.ts'

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
const freeFrom = formatCents(standard.freeOverCents)
const bulk = `${BULK.minScreens} or more screens`
const askForSize = 'Tell me a size, like 30 x 40, and I will give you its price.'

/** The only pages a chat reply may link to. */
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

export type ChatLinkPath = (typeof CHAT_LINK_PATHS)[number]
/** A link under a reply: an internal page from the fixed list and the words shown. */
export type ChatLink = { href: ChatLinkPath; label: string }
export type ChatReply = { text: string; link?: ChatLink }

export const CHAT_LINKS = {
	order: { href: '/order', label: 'Price and order your screen' },
	howTo: { href: '/how-to', label: 'How to measure your window' },
	bulk: { href: '/bulk-orders', label: 'Bulk orders' },
	track: { href: '/track-order', label: 'Track your order' },
	shipping: { href: '/shipping', label: 'Shipping and delivery' },
	warranty: { href: '/warranty', label: 'Our warranty' },
	refund: { href: '/refund-policy', label: 'Refund policy' },
	contact: { href: '/contact', label: 'Contact us' },
} as const satisfies Record<string, ChatLink>

/** What the panel says about itself, under its title. */
export const CHAT_PANEL_TEXT = {
	automated: 'Automated assistant. To reach a person, call',
	or: 'or e-mail',
} as const

export const chatGreeting = (shop: ShopIdentity) =>
	`Hi! I'm the automated assistant of ${shop.name}. How can I help you today?`

/** The topics whose two variants are fixed texts (delivery's carry today's dates, below). */
export type CannedTopic = Exclude<ChatTopic, 'delivery'>

/** Two variants per topic; the bot picks one at random. `changes` is the change-or-cancel cut-off. */
const chatReplies = (person: string, changes: ChangeCutoff) =>
	({
		changes: [
			{
				text: `${changeRule(changes)} ${changeHow(person)} ${CANCEL_REFUND}`,
				link: CHAT_LINKS.contact,
			},
			{
				text: `Until ${changeCutoffWords(changes)} (or until we start making it, if that is sooner), a paid order can still be changed or cancelled: use Change order or Cancel order on Track Your Order or in your account, or ${person} with your order number. Your confirmation e-mail and the tracking page show your order's own deadline.`,
				link: CHAT_LINKS.track,
			},
		],
		pricing: [
			{
				text: `Each screen is ${base} for sizes up to ${included} by ${included} inches, plus ${perInch} for every inch of width or height beyond ${included} (fractions are not counted). ${askForSize}`,
				link: CHAT_LINKS.order,
			},
			{
				text: `Screens start at ${base} each; larger screens add ${perInch} per inch of width or height over ${included} inches, and ${taxPercent} sales tax is added at checkout. ${askForSize} Ordering ${bulk}? Ask us for a quote.`,
				link: CHAT_LINKS.bulk,
			},
		],
		sizing: [
			{
				text: `We make every screen to your exact size: ${width} and ${height}, in steps of ${step}. Measure the window frame to the nearest ${step}; the guide shows you how.`,
				link: CHAT_LINKS.howTo,
			},
			{
				text: `Any size from ${LIMITS.width.min} by ${LIMITS.height.min} up to ${LIMITS.width.max} inches wide by ${LIMITS.height.max} inches tall. Width or height over ${included} inches adds ${perInch} per inch. ${askForSize}`,
				link: CHAT_LINKS.howTo,
			},
		],
		ordering: [
			{
				text: `Ordering is easy: set the width, height and quantity on the order page, add the screen to your cart and pay securely at checkout. You don't need an account, but signing in saves your cart.`,
				link: CHAT_LINKS.order,
			},
			{
				text: `Choose your size and a quantity of ${LIMITS.quantity.min} to ${LIMITS.quantity.max} per item, add it to your cart, then check out with a secure card payment. For ${bulk}, ask us for a quote.`,
				link: CHAT_LINKS.order,
			},
		],
		materials: [
			{
				text: `Our ${PRODUCT.name} has a ${frame} (${frameSize}) with ${mesh}, made in the ${SHOP.madeIn}.`,
				link: CHAT_LINKS.order,
			},
			{
				text: `Each screen pairs ${mesh} with a sturdy ${frame} and uses ${PRODUCT.installation.toLowerCase()}, so it fits snugly in your window frame.`,
				link: CHAT_LINKS.order,
			},
		],
		installation: [
			{
				text: `Installing a screen takes under ${PRODUCT.installMinutes} minutes. Our screens use ${PRODUCT.installation.toLowerCase()}, which holds them snugly in the window frame. The guide walks you through measuring.`,
				link: CHAT_LINKS.howTo,
			},
			{
				text: `Most customers fit a screen in under ${PRODUCT.installMinutes} minutes thanks to ${PRODUCT.installation.toLowerCase()}. A good fit starts with a good measurement.`,
				link: CHAT_LINKS.howTo,
			},
		],
		warranty: [
			{
				text: `Every screen has a ${WARRANTY.years}-year warranty: ${WARRANTY.yearOne} in year 1 and ${WARRANTY.yearTwoDiscountPercent}% off a replacement in year 2. Claims are reviewed in ${WARRANTY.claimReviewBusinessDays} business days.`,
				link: CHAT_LINKS.warranty,
			},
			{
				text: `You have a ${REFUND.moneyBackDays}-day money-back guarantee, with refunds processed in ${REFUND.processingBusinessDays} business days, plus a ${WARRANTY.years}-year warranty on every screen.`,
				link: CHAT_LINKS.refund,
			},
		],
		greetings: [
			{ text: 'Hello! How can I help you with your window screens today?' },
			{ text: 'Hi there! Ask me about pricing, sizes, ordering, delivery or installation.' },
		],
		thanks: [
			{ text: "You're welcome! Is there anything else I can help with?" },
			{
				text: `Happy to help! If you'd like to talk to a person, ${person}.`,
				link: CHAT_LINKS.contact,
			},
		],
	}) as const satisfies Record<CannedTopic, readonly [ChatReply, ChatReply]>

/** The days a delivery answer names, already formatted (app/domain/shipping/ship-by.ts). */
export type DeliveryDays = {
	/** e.g. 'Wednesday, November 25' */
	shipBy: string
	/** e.g. 'Arrives Dec 2 – Dec 4' */
	standardArrives: string
	expeditedArrives: string
}

const methods = {
	standard: `Standard (${standard.carrier}, ${standard.businessDays} business days): ${formatCents(standard.priceCents)}, free on orders of ${freeFrom} or more`,
	expedited: `Expedited (${expedited.carrier}, ${expedited.businessDays} business days): ${formatCents(expedited.priceCents)}`,
}

/** The delivery topic's two variants: both methods with their prices, and today's dates. */
export const CHAT_DELIVERY_REPLIES = [
	(days: DeliveryDays): ChatReply => ({
		text: `We build each screen in ${SHIPPING.processingBusinessDays} business days. An order paid now ships by ${days.shipBy}, then:\n• ${methods.standard}. ${days.standardArrives}.\n• ${methods.expedited}. ${days.expeditedArrives}.`,
		link: CHAT_LINKS.shipping,
	}),
	(days: DeliveryDays): ChatReply => ({
		text: `Pay for your order now and it ships by ${days.shipBy} (we build each screen in ${SHIPPING.processingBusinessDays} business days). Choose at checkout:\n• ${methods.standard}. ${days.standardArrives}.\n• ${methods.expedited}. ${days.expeditedArrives}.\nWe ship to the ${SHIPPING.region}.`,
		link: CHAT_LINKS.shipping,
	}),
] as const

/** For 'track my order' and 'where is my order', a part of the delivery topic. */
export const CHAT_TRACKING_REPLY = (days: Pick<DeliveryDays, 'shipBy'>): ChatReply => ({
	text: `You can follow your order with its order number and your e-mail address. Every order ships within ${SHIPPING.processingBusinessDays} business days of payment (an order paid now ships by ${days.shipBy}), and we e-mail you at each step.`,
	link: CHAT_LINKS.track,
})

/** Answers to a message that names a screen size (app/domain/chat/chat-size.ts reads it). */
export const CHAT_SIZE_TEXT = {
	/** e.g. 'A 30" x 40" screen is $51.00 each, plus 8% tax.' */
	priced: (dimensions: string, price: string) =>
		`A ${dimensions} screen is ${price} each, plus ${taxPercent} tax.`,
	/** Added when a side has a fraction. */
	fractionsFree: 'Fractions of an inch do not change the price.',
	/** e.g. 'A 4" x 40" screen is too small: we make screens 6 to 48 inches wide and 6 to 72 inches tall.' */
	outOfRange: (dimensions: string, problems: readonly string[], person: string, hint = '') =>
		`A ${dimensions} screen is too ${problems.join(' and too ')}: we make screens ${width} and ${height}. ${hint}For other sizes, ${person}.`,
	/** The hint when the size fits with width and height the other way round. */
	widthFirst: (swapped: string) =>
		`If the first number is the height, we make it as ${swapped} (width first). `,
	problems: { small: 'small', wide: 'wide', tall: 'tall' },
	otherUnit: (unit: OtherUnit) =>
		`I price sizes in inches, and that size looks like ${unit}. Please give the width and height in inches, measured to the nearest ${step}, for example 30 1/2 x 40.`,
	notSixteenths: `We make screens in steps of ${step}. Please give each side in inches and sixteenths, for example 30 5/16 x 40.`,
} as const

const chatFallbacks = (person: string) =>
	({
		help: {
			text: `I'm here to help! Ask me about pricing, sizes, ordering, delivery, materials, installation or the warranty. To talk to a person, ${person}.`,
			link: CHAT_LINKS.contact,
		},
		windowScreen: {
			text: `We make custom window screens to your exact size, ${width} and ${height}, from ${base} each. ${askForSize}`,
			link: CHAT_LINKS.order,
		},
		unknown: {
			text: `Sorry, I didn't catch that. I can answer questions about pricing, sizes, ordering, delivery, materials, installation and the warranty. For anything else, ${person}; we reply within ${CONTACT.responseHours} hours.`,
			link: CHAT_LINKS.contact,
		},
	}) as const satisfies Record<string, ChatReply>

export type ChatTexts = {
	/** How to reach a person: 'call (800) … or e-mail support@…'. */
	person: string
	replies: ReturnType<typeof chatReplies>
	fallbacks: ReturnType<typeof chatFallbacks>
}

const textsByShop = new WeakMap<ShopIdentity, ChatTexts>()

function buildChatTexts(shop: ShopIdentity, changes: ChangeCutoff): ChatTexts {
	const person = reachAPerson(shop)
	return { person, replies: chatReplies(person, changes), fallbacks: chatFallbacks(person) }
}

/**
 * The fixed replies, which name the shop's phone and e-mail (built once per identity) and state
 * the change-or-cancel rule from its setting (a test may name another `changes`).
 */
export function chatTexts(shop: ShopIdentity, changes: ChangeCutoff = ORDER_CHANGES): ChatTexts {
	if (changes !== ORDER_CHANGES) return buildChatTexts(shop, changes)
	let texts = textsByShop.get(shop)
	if (!texts) {
		texts = buildChatTexts(shop, changes)
		textsByShop.set(shop, texts)
	}
	return texts
}
