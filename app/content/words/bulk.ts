// Copy of the bulk-orders page. Figures come from shop-facts.
import { BULK, LIMITS, PRODUCT, SHOP } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'

export const BULK_RANGE = `${BULK.minScreens} to ${BULK.maxLabel}`

export const BULK_AUDIENCES: readonly string[] = [
	'Contractors and window installers',
	'Property managers and landlords',
	'Home builders and remodelers',
	'Schools, hotels and facilities teams',
]

export const bulkBenefits = (
	shop: ShopIdentity,
): ReadonlyArray<{ title: string; text: string }> => [
	{
		title: 'Volume pricing',
		text: 'A quote for your whole project: the more screens, the lower the price per screen.',
	},
	{
		title: 'Every size in one order',
		text: `Mix any sizes from ${LIMITS.width.min} to ${LIMITS.width.max} inches wide and ${LIMITS.height.min} to ${LIMITS.height.max} inches tall, each built to the 1/${LIMITS.fractionDenominator} inch.`,
	},
	{
		title: 'One point of contact',
		text: `Your quote and your order are handled by one team at ${shop.name}, from the first e-mail to delivery.`,
	},
	{
		title: 'The same quality',
		text: `Every screen is a ${PRODUCT.name}: ${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame, ${PRODUCT.mesh.toLowerCase()}, made in the ${SHOP.madeIn}.`,
	},
]

export const BULK_EMAIL_SUBJECT = 'Bulk order quote request'
