import { WARRANTY } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { list, paragraph, type Policy } from './policy.ts'

/** The policy as this shop states it (its name and addresses come from its settings). */
export const warrantyPolicy = (shop: ShopIdentity): Policy => ({
	title: 'Warranty',
	metaDescription: `Every screen has a ${WARRANTY.years}-year warranty: ${WARRANTY.yearOne} in year one, ${WARRANTY.yearTwoDiscountPercent}% off a replacement in year two.`,
	summary: `We stand behind every screen we build with a ${WARRANTY.years}-year warranty against defects in materials and workmanship.`,
	sections: [
		{
			id: 'coverage',
			heading: 'What the warranty gives you',
			blocks: [
				{
					kind: 'table',
					caption: 'Warranty coverage, counted from delivery',
					columns: ['Period', 'What you get'],
					rows: [
						['First year', `A ${WARRANTY.yearOne} of the defective screen, free of charge`],
						[
							'Second year',
							`A replacement screen at a ${WARRANTY.yearTwoDiscountPercent}% discount`,
						],
					],
				},
			],
		},
		{
			id: 'covered',
			heading: 'What is covered',
			blocks: [
				list(
					'Frames that bend, crack or come apart at the corners in normal use',
					'Mesh that pulls loose from the frame or tears without being struck',
					'Tension springs that break or lose their spring',
				),
			],
		},
		{
			id: 'not-covered',
			heading: 'What is not covered',
			blocks: [
				list(
					'Damage from pets, impacts, storms, fire or accidents',
					'Screens altered, cut down or repaired by someone else',
					'Normal wear, such as fading or dirt',
				),
			],
		},
		{
			id: 'claim',
			heading: 'How to make a claim',
			blocks: [
				list(
					`E-mail ${shop.supportEmail} with your order number, a short description and photos of the problem.`,
					`We review every claim within ${WARRANTY.claimReviewBusinessDays} business days and tell you the outcome.`,
					`Approved replacements ship within ${WARRANTY.replacementShipDays} days.`,
				),
				paragraph(
					'Keep your order confirmation e-mail: it is your proof of purchase and delivery date.',
				),
			],
		},
	],
	related: [
		{ to: '/refund-policy', label: 'Refund Policy' },
		{ to: '/how-to', label: 'Installation steps' },
		{ to: '/contact', label: 'Contact Us' },
	],
})
