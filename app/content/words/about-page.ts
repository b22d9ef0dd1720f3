// Copy of the About page. Figures come from shop-facts.
import { LIMITS, PRODUCT, REFUND, SHOP, WARRANTY } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'

export const aboutStory = (shop: ShopIdentity): readonly string[] => [
	`${shop.name} started with a simple frustration: replacement window screens came in a handful of stock sizes, and almost no window matched them. Custom screens meant a shop visit, a long wait and a price to match.`,
	`So we built a better way. You measure your window at home, choose the exact width and height to the 1/${LIMITS.fractionDenominator} inch, and we cut and assemble a screen to that size in our shop in the ${SHOP.madeIn}, then ship it to your door.`,
]

export const ABOUT_SPECS: ReadonlyArray<{ label: string; value: string }> = [
	{
		label: 'Frame',
		value: `${PRODUCT.frame.depthInches} by ${PRODUCT.frame.widthInches} inch ${PRODUCT.frame.material}`,
	},
	{ label: 'Color', value: PRODUCT.frame.color },
	{ label: 'Mesh', value: PRODUCT.mesh },
	{ label: 'Installation', value: PRODUCT.installation },
	{
		label: 'Sizes',
		value: `${LIMITS.width.min} to ${LIMITS.width.max} in wide, ${LIMITS.height.min} to ${LIMITS.height.max} in tall`,
	},
]

export const ABOUT_VALUES: ReadonlyArray<{ title: string; text: string }> = [
	{
		title: 'Made to measure',
		text: 'Every screen is built for one window: yours. Nothing is cut from stock sizes or trimmed to fit.',
	},
	{
		title: 'Honest prices',
		text: 'The price you see while you choose your size is the price of the screen. No quotes to wait for, no surprises at checkout.',
	},
	{
		title: 'Promises in writing',
		text: `A ${REFUND.moneyBackDays}-day money-back guarantee and a ${WARRANTY.years}-year warranty on every screen we make.`,
	},
]
