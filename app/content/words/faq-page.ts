// The FAQ, grouped by topic. Every figure comes from shop-facts (or the price rule), so the
// answers agree with the policy pages and the chat.
import {
	BULK,
	CONTACT,
	LIMITS,
	PRICING,
	PRODUCT,
	REFUND,
	SHIPPING,
	WARRANTY,
} from '#app/content/facts/shop-facts.ts'
import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import { CANCEL_REFUND, changeHowFor, changeRule, CHANGE_RULE_REASON } from './order-changes.ts'

export type FaqItem = {
	id: string
	question: string
	answer: readonly string[]
	link?: { to: string; label: string }
}
export type FaqGroup = { id: string; title: string; items: readonly FaqItem[] }

const sixteenth = `1/${LIMITS.fractionDenominator} inch`
const exampleSize = { width: 30, height: 40 }
const standard = SHIPPING.standard
const expedited = SHIPPING.expedited

/** The FAQ for a shop; `changes` is the change-or-cancel cut-off (the setting, unless a test names another). */
export const faqGroups = (
	shop: ShopIdentity,
	changes: ChangeCutoff = ORDER_CHANGES,
): readonly FaqGroup[] => [
	{
		id: 'measuring',
		title: 'Measuring and sizes',
		items: [
			{
				id: 'how-to-measure',
				question: 'How do I measure my window for a screen?',
				answer: [
					`Measure the opening inside the window frame where the screen sits: the width in three places (top, middle, bottom) and the height in three places (left, center, right), each to the nearest ${sixteenth}.`,
					'Use the smallest width and the smallest height, and enter them exactly as measured. Do not round up or add extra.',
				],
				link: { to: '/how-to', label: 'Read the measuring guide' },
			},
			{
				id: 'sizes',
				question: 'What sizes can you make?',
				answer: [
					`Any size from ${LIMITS.width.min} to ${LIMITS.width.max} inches wide and ${LIMITS.height.min} to ${LIMITS.height.max} inches tall, in steps of ${sixteenth}.`,
				],
			},
			{
				id: 'old-screen',
				question: 'Can I measure my old screen instead of the window?',
				answer: [
					'Measure the window opening rather than an old screen. Old frames bend and shrink over the years, and a screen built to the opening fits best.',
				],
			},
		],
	},
	{
		id: 'pricing',
		title: 'Pricing and ordering',
		items: [
			{
				id: 'price',
				question: 'How much does a custom screen cost?',
				answer: [
					`A screen up to ${PRICING.includedInches} by ${PRICING.includedInches} inches costs ${formatCents(PRICING.baseCents)}. Each whole inch of width beyond ${PRICING.includedInches} adds ${formatCents(PRICING.perInchCents)}, and so does each whole inch of height beyond ${PRICING.includedInches}. Fractions of an inch are free.`,
					`For example, a ${exampleSize.width} by ${exampleSize.height} inch screen costs ${formatCents(unitPriceCents(exampleSize))}. Sales tax of ${PRICING.taxBasisPoints / 100}% is added at checkout.`,
				],
				link: { to: '/order', label: 'See your price' },
			},
			{
				id: 'quantity',
				question: 'How many screens can I order at once?',
				answer: [
					`Up to ${LIMITS.quantity.max} screens of each size per cart line, and as many sizes as you need. For ${BULK.minScreens} to ${BULK.maxLabel} screens, ask for a bulk quote.`,
				],
				link: { to: '/bulk-orders', label: 'Bulk orders' },
			},
			{
				id: 'change-or-cancel',
				question: 'Can I change or cancel my order?',
				answer: [
					`${changeRule(changes)} ${CHANGE_RULE_REASON}`,
					`${changeHowFor(shop)} ${CANCEL_REFUND}`,
				],
				link: { to: '/track-order', label: "See your order's deadline" },
			},
			{
				id: 'account',
				question: 'Do I need an account to order?',
				answer: [
					'No. You can order as a guest. Signing in saves your cart, so you can pick up where you left off on another device.',
				],
			},
		],
	},
	{
		id: 'shipping',
		title: 'Shipping and delivery',
		items: [
			{
				id: 'delivery-time',
				question: 'How long will my order take?',
				answer: [
					`We build your screens in ${SHIPPING.processingBusinessDays} business days. Standard shipping by ${standard.carrier} then takes ${standard.businessDays} business days; expedited shipping by ${expedited.carrier} takes ${expedited.businessDays} days.`,
				],
				link: { to: '/track-order', label: 'Track your order' },
			},
			{
				id: 'shipping-cost',
				question: 'How much is shipping?',
				answer: [
					`Standard shipping is free on orders of ${formatCents(standard.freeOverCents)} or more in the ${SHIPPING.region} and ${formatCents(standard.priceCents)} on orders under ${formatCents(standard.freeOverCents)}. Expedited shipping is ${formatCents(expedited.priceCents)}.`,
				],
				link: { to: '/shipping', label: 'Shipping and delivery' },
			},
		],
	},
	{
		id: 'guarantees',
		title: 'Returns and warranty',
		items: [
			{
				id: 'refund',
				question: 'What if I am not happy with my screens?',
				answer: [
					`Every order has a ${REFUND.moneyBackDays}-day money-back guarantee. Once we approve your return, the refund is processed in ${REFUND.processingBusinessDays} business days.`,
				],
				link: { to: '/refund-policy', label: 'Refund policy' },
			},
			{
				id: 'warranty',
				question: 'What does the warranty cover?',
				answer: [
					`Every screen has a ${WARRANTY.years}-year warranty against defects in materials and workmanship. In the first year you get a ${WARRANTY.yearOne}; in the second year a replacement costs ${WARRANTY.yearTwoDiscountPercent}% less.`,
				],
				link: { to: '/warranty', label: 'Warranty details' },
			},
		],
	},
	{
		id: 'installation',
		title: 'Product and installation',
		items: [
			{
				id: 'materials',
				question: 'What are the screens made of?',
				answer: [
					`A ${PRODUCT.frame.depthInches} by ${PRODUCT.frame.widthInches} inch ${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame with ${PRODUCT.mesh.toLowerCase()}. The mesh keeps insects out while letting air and light through.`,
				],
			},
			{
				id: 'install',
				question: 'How do I install my screen?',
				answer: [
					`${PRODUCT.installation}: set the spring edge into the top channel, push up, swing the bottom in and let it settle. Most windows take under ${PRODUCT.installMinutes} minutes and no tools.`,
				],
				link: { to: '/how-to#install', label: 'Installation steps' },
			},
			{
				id: 'contact',
				question: 'How can I reach you?',
				answer: [
					`Call ${shop.phone.display} or e-mail ${shop.supportEmail}. We answer e-mails typically within ${CONTACT.responseHours} hours.`,
				],
				link: { to: '/contact', label: 'Contact us' },
			},
		],
	},
]
