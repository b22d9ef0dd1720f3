import { REFUND } from '#app/content/facts/shop-facts.ts'
import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { CANCEL_REFUND, changeHowFor, changeRule, CHANGE_RULE_REASON } from '../order-changes.ts'
import { list, paragraph, type Policy } from './policy.ts'

/**
 * The policy as this shop states it (its name and addresses come from its settings; `changes`
 * is the change-or-cancel cut-off, the setting unless a test names another).
 */
export const refundPolicy = (
	shop: ShopIdentity,
	changes: ChangeCutoff = ORDER_CHANGES,
): Policy => ({
	title: 'Refund Policy',
	metaDescription: `Every custom screen comes with a ${REFUND.moneyBackDays}-day money-back guarantee; approved refunds are processed in ${REFUND.processingBusinessDays} business days.`,
	summary: `If your screens are not right for you, you have ${REFUND.moneyBackDays} days from delivery to ask for your money back.`,
	sections: [
		{
			id: 'guarantee',
			heading: `${REFUND.moneyBackDays}-day money-back guarantee`,
			blocks: [
				paragraph(
					`Every order is covered by our ${REFUND.moneyBackDays}-day money-back guarantee. If you are not satisfied with your screens for any reason, contact us within ${REFUND.moneyBackDays} days of delivery and we will make it right with a refund or a replacement.`,
				),
			],
		},
		{
			id: 'change-or-cancel',
			heading: 'Changing or cancelling an order',
			blocks: [
				paragraph(`${changeRule(changes)} ${CHANGE_RULE_REASON}`),
				paragraph(`${changeHowFor(shop)} ${CANCEL_REFUND}`),
			],
		},
		{
			id: 'how',
			heading: 'How to request a refund',
			blocks: [
				list(
					`E-mail ${shop.supportEmail} or call ${shop.phone.display} with your order number.`,
					'Tell us which screens you want to return and why; a photo helps if something is wrong with a screen.',
					'We reply with the return instructions. Please do not send screens back before we do.',
					'Pack the screens so they cannot bend, as they arrived.',
				),
			],
		},
		{
			id: 'timing',
			heading: 'When you get your money',
			blocks: [
				paragraph(
					`Once your return is approved, we process the refund within ${REFUND.processingBusinessDays} business days, to the card you paid with. Your bank may take a few more days to show it on your statement.`,
				),
			],
		},
		{
			id: 'our-mistakes',
			heading: 'Wrong size or defect',
			blocks: [
				paragraph(
					'If we built a screen to a size other than the one you ordered, or it arrives with a defect, we replace it at no cost, including shipping. If a screen does not fit because of a measuring mistake, the money-back guarantee still applies; our measuring guide helps you get the next one right.',
				),
			],
		},
	],
	related: [
		{ to: '/warranty', label: 'Warranty' },
		{ to: '/shipping', label: 'Shipping and Delivery' },
		{ to: '/how-to', label: 'Measuring guide' },
	],
})
