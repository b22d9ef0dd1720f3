// Copy of the home page: the four 'Why' cards, the three steps of 'Window Screens Made Easy'
// and the customer testimonials. Figures come from shop-facts.
import {
	CONTACT,
	LIMITS,
	PRICING,
	PRODUCT,
	SHIPPING,
	SHOP,
	WARRANTY,
} from '#app/content/shop-facts.ts'
import { formatCents } from '#app/domain/money.ts'

export type FeatureIcon = 'process' | 'service' | 'quality' | 'price'

export const WHY_FEATURES: ReadonlyArray<{ icon: FeatureIcon; title: string; text: string }> = [
	{
		icon: 'process',
		title: 'Simplified Process',
		text: `Measure your window, enter the width and height to the nearest 1/${LIMITS.fractionDenominator} inch and see your price at once. No account needed, no guesswork.`,
	},
	{
		icon: 'service',
		title: 'Excellent Service',
		text: `Real people answer at ${CONTACT.phoneDisplay}, and e-mails to our support team get a reply typically within ${CONTACT.responseHours} hours.`,
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

export type Testimonial = { quote: string; name: string; place: string }

export const TESTIMONIALS: readonly Testimonial[] = [
	{
		quote:
			'I measured our three bedroom windows on a Saturday morning and the screens arrived the week after. Every one fit perfectly on the first try.',
		name: 'Linda M.',
		place: 'Columbus, OH',
	},
	{
		quote:
			'Our old screens were a patchwork of odd sizes. Ordering each one to the sixteenth made it simple, and the springs had them in place in minutes.',
		name: 'Marcus T.',
		place: 'Raleigh, NC',
	},
	{
		quote:
			'I called about a narrow basement window and got a straight answer the same day. Solid frames, clean mesh, and a fair price.',
		name: 'Priya S.',
		place: 'Tucson, AZ',
	},
]
