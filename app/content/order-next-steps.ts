import { SHIPPING } from './shop-facts.ts'

/** What happens after a paid order, step by step along the status guide: for /payment-success
 * and the confirmation e-mail. */
export const ORDER_NEXT_STEPS = [
	{
		title: 'Order Received',
		text: 'We have your order and payment. A confirmation e-mail with your order number is on its way.',
	},
	{
		title: 'In Production',
		text: `Your screens are custom-made to your measurements within ${SHIPPING.processingBusinessDays} business days.`,
	},
	{
		title: 'Quality Check',
		text: 'Every screen is checked for size and finish before it leaves our shop.',
	},
	{
		title: 'Shipped',
		text: `We ship with ${SHIPPING.standard.carrier} (${SHIPPING.standard.businessDays} business days) and e-mail you the tracking number.`,
	},
] as const
