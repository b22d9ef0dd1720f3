import { SHIPPING } from '#app/content/facts/shop-facts.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { list, paragraph, type Policy } from './policy.ts'

const { standard, expedited } = SHIPPING
const freeOver = formatCents(standard.freeOverCents)

/** The policy as this shop states it (its name and addresses come from its settings). */
export const shippingPolicy = (shop: ShopIdentity): Policy => ({
	title: 'Shipping and Delivery',
	metaDescription: `Custom screens are built in ${SHIPPING.processingBusinessDays} business days and ship by ${standard.carrier}, free on orders of ${freeOver} or more in the ${SHIPPING.region}, or by ${expedited.carrier}.`,
	summary: `Every screen is built to order and ships from our shop in the USA. Standard shipping is free on orders of ${freeOver} or more in the ${SHIPPING.region}.`,
	sections: [
		{
			id: 'processing',
			heading: 'Processing time',
			blocks: [
				paragraph(
					`Because each screen is cut and assembled to your measurements, orders take ${SHIPPING.processingBusinessDays} business days to build and inspect before they ship. Business days are Monday to Friday, excluding US federal holidays.`,
				),
			],
		},
		{
			id: 'rates',
			heading: 'Shipping methods and rates',
			blocks: [
				{
					kind: 'table',
					caption: `Shipping methods within the ${SHIPPING.region}`,
					columns: ['Method', 'Delivery time after shipping', 'Cost'],
					rows: [
						[
							`Standard (${standard.carrier})`,
							`${standard.businessDays} business days`,
							`Free on orders of ${freeOver} or more; ${formatCents(standard.priceCents)} on orders under ${freeOver}`,
						],
						[
							`Expedited (${expedited.carrier})`,
							`${expedited.businessDays} days`,
							formatCents(expedited.priceCents),
						],
					],
				},
				paragraph(
					`Choose the method at checkout: the order summary shows the shipping charge and the total before you pay, and the free standard shipping threshold counts the screens before tax.`,
				),
				paragraph(
					'Delivery times are counted from the day your order ships, not from the day you place it. Add the processing time above to estimate when your screens will arrive.',
				),
			],
		},
		{
			id: 'where',
			heading: 'Where we ship',
			blocks: [
				paragraph(
					`The rates above apply to addresses in the ${SHIPPING.region}. For Alaska, Hawaii, US territories or a military address, e-mail ${shop.ordersEmail} before ordering and we will quote the shipping for you.`,
				),
			],
		},
		{
			id: 'tracking',
			heading: 'Tracking your order',
			blocks: [
				paragraph(
					'When your screens ship we e-mail you the tracking number. You can also follow your order on our Track Your Order page with your order number and e-mail address.',
				),
			],
		},
		{
			id: 'damage',
			heading: 'Damaged or missing packages',
			blocks: [
				list(
					'Check your screens when they arrive, before you throw away the packaging.',
					`If a screen is damaged in transit, e-mail ${shop.supportEmail} with your order number and a photo of the damage and of the box.`,
					'We replace screens damaged in transit at no cost to you.',
					`If tracking shows your package as delivered but you cannot find it, contact us and we will open a claim with the carrier.`,
				),
			],
		},
	],
	related: [
		{ to: '/track-order', label: 'Track Your Order' },
		{ to: '/refund-policy', label: 'Refund Policy' },
		{ to: '/faq', label: 'FAQs' },
	],
})
