// Copy of the home page: the four 'Why' cards and the three steps of 'Window Screens Made Easy'.
// Figures come from shop-facts; the testimonials are in testimonials.ts.
import {
	CONTACT,
	LIMITS,
	PRICING,
	PRODUCT,
	SHIPPING,
	SHOP,
	WARRANTY,
} from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { formatCents } from '#app/domain/common/money.ts'

export type FeatureIcon = 'process' | 'service' | 'quality' | 'price'

export const whyFeatures = (
	shop: ShopIdentity,
): ReadonlyArray<{ icon: FeatureIcon; title: string; text: string }> => [
	{
		icon: 'process',
		title: 'Simplified Process',
		text: `Measure your window, enter the width and height to the nearest 1/${LIMITS.fractionDenominator} inch and see your price at once. No account needed, no guesswork.`,
	},
	{
		icon: 'service',
		title: 'Excellent Service',
		text: `Real people answer at ${shop.phone.display}, and e-mails to our support team get a reply typically within ${CONTACT.responseHours} hours.`,
	},
	{
		icon: 'quality',
		title: 'Highest Quality',
		text: `A ${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame with ${PRODUCT.mesh.toLowerCase()}, built to your exact size in the ${SHOP.madeIn} and backed by a ${WARRANTY.years}-year warranty.`,
	},
	{
		icon: 'price',
		title: 'Best Price Guarantee',
		text: `Custom screens from ${formatCents(PRICING.baseCents)} with no hidden fees: the price you see is the price you pay, and standard shipping is free on orders of ${formatCents(SHIPPING.standard.freeOverCents)} or more in the ${SHIPPING.region}.`,
	},
]

export const MADE_EASY_STEPS: ReadonlyArray<{ title: string; text: string }> = [
	{
		title: 'Measure',
		text: `Measure the opening inside the window frame, width and height, to the nearest 1/${LIMITS.fractionDenominator} inch. Our guide shows you how.`,
	},
	{
		title: 'Customize',
		text: `Choose any size from ${LIMITS.width.min} to ${LIMITS.width.max} inches wide and ${LIMITS.height.min} to ${LIMITS.height.max} inches tall, pick a quantity and see your price before you buy.`,
	},
	{
		title: 'Install',
		text: `Your screen arrives ready to fit. The tension springs hold it in the frame, so most windows take under ${PRODUCT.installMinutes} minutes and no tools.`,
	},
]
