import { SHIPPING } from '#app/content/facts/shop-facts.ts'
import { ORDER_STATUS_LABELS } from '#app/domain/order/order-status.ts'

/** What happens after a paid order, step by step along the status guide: for /payment-success
 * and the confirmation e-mail. */
export const ORDER_NEXT_STEPS = [
	{
		title: ORDER_STATUS_LABELS.received,
		text: 'We have your order and payment. A confirmation e-mail with your order number is on its way.',
	},
	{
		title: ORDER_STATUS_LABELS.in_production,
		text: `Your screens are custom-made to your measurements within ${SHIPPING.processingBusinessDays} business days.`,
	},
	{
		title: ORDER_STATUS_LABELS.quality_check,
		text: 'Every screen is checked for size and finish before it leaves our shop.',
	},
	{
		title: ORDER_STATUS_LABELS.shipped,
		text: `We ship by the method you chose (${SHIPPING.standard.carrier}, ${SHIPPING.standard.businessDays} business days, or ${SHIPPING.expedited.carrier}, ${SHIPPING.expedited.businessDays} business days) and e-mail you the tracking number.`,
	},
]

/** The same steps in the confirmation e-mail, which is the confirmation the first step speaks of. */
export const ORDER_STEPS_IN_CONFIRMATION = [
	{
		title: ORDER_STATUS_LABELS.received,
		text: 'We have your order and payment. Keep this e-mail: your order number is at the top.',
	},
	...ORDER_NEXT_STEPS.slice(1),
] as const

/** The first step while the payment provider has not confirmed the payment yet. */
export const ORDER_RECEIVED_WHILE_CONFIRMING =
	'We have your order and are waiting for the payment to be confirmed. Once it is, a confirmation e-mail with your order number is on its way.'
