import { PRICING, TERMS } from '#app/content/facts/shop-facts.ts'
import { ORDER_CHANGES, type ChangeCutoff } from '#app/content/facts/order-changes.ts'
import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { CANCEL_REFUND, changeRule } from '../order-changes.ts'
import { list, paragraph, type Policy } from './policy.ts'

/**
 * The policy as this shop states it (its name and addresses come from its settings; `changes`
 * is the change-or-cancel cut-off, the setting unless a test names another).
 */
export const termsOfService = (
	shop: ShopIdentity,
	changes: ChangeCutoff = ORDER_CHANGES,
): Policy => ({
	title: 'Terms of Service',
	metaDescription: `The terms for buying custom window screens from ${shop.name}: orders, prices, custom sizes, shipping, returns, warranty and changes to these terms.`,
	summary: `These terms apply when you use this website or buy screens from ${shop.legalName}. By placing an order you agree to them.`,
	sections: [
		{
			id: 'orders',
			heading: 'Orders',
			blocks: [
				paragraph(
					'Your order is a request to buy the screens in your cart. It is accepted when your payment goes through and we send you an order confirmation e-mail. We may decline an order, for example if a size cannot be built, and then refund any payment in full.',
				),
			],
		},
		{
			id: 'prices',
			heading: 'Prices and payment',
			blocks: [
				paragraph(
					`Prices are in US dollars and are calculated from the size and quantity you choose. Sales tax of ${PRICING.taxBasisPoints / 100}% and any shipping charge are shown before you pay. Payment is taken by our card payment provider when you place the order.`,
				),
			],
		},
		{
			id: 'measurements',
			heading: 'Custom sizes',
			blocks: [
				paragraph(
					'Every screen is made to the measurements you enter. Please check them against our measuring guide before ordering. Once a screen has gone into production, its size cannot be changed; contact us as soon as possible if you spot a mistake.',
				),
			],
		},
		{
			id: 'change-or-cancel',
			heading: 'Changing or cancelling an order',
			blocks: [
				paragraph(
					`${changeRule(changes)} Your order confirmation e-mail and the Track Your Order page give your order's own date and time. ${CANCEL_REFUND} After that, the Refund Policy applies.`,
				),
			],
		},
		{
			id: 'shipping-returns',
			heading: 'Shipping, returns and warranty',
			blocks: [
				paragraph(
					'Shipping times and costs, refunds and the warranty are described in our Shipping and Delivery, Refund Policy and Warranty pages, which form part of these terms.',
				),
			],
		},
		{
			id: 'accounts',
			heading: 'Accounts',
			blocks: [
				list(
					'An account is optional. If you create one, keep your password to yourself; you are responsible for what is done with your account.',
					'Give us accurate contact and delivery details so we can deliver your order.',
					'We may close accounts used for fraud or abuse of the site.',
				),
			],
		},
		{
			id: 'site',
			heading: 'Use of the website',
			blocks: [
				paragraph(
					`The text, pictures and designs on this site belong to ${shop.name}. You may use the site to learn about and buy our screens, but not to copy its content for commercial use, to interfere with its operation or to access it by automated means that put an unreasonable load on it.`,
				),
			],
		},
		{
			id: 'liability',
			heading: 'Limitation of liability',
			blocks: [
				paragraph(
					'To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for indirect or consequential losses. Nothing in these terms limits rights you have under consumer protection law.',
				),
			],
		},
		{
			id: 'changes',
			heading: 'Changes to these terms',
			blocks: [
				paragraph(
					`We may update these terms from time to time. We will give at least ${TERMS.materialChangeNoticeDays} days notice of material changes by posting them on this page (and by e-mail to account holders) before they take effect. Orders placed before a change are governed by the terms in force when they were placed.`,
				),
			],
		},
		{
			id: 'contact',
			heading: 'Contact',
			blocks: [
				paragraph(
					`Questions about these terms? E-mail ${shop.supportEmail} or call ${shop.phone.display}${shop.address ? `, or write to ${shop.legalName}, ${shop.address}` : ''}.`,
				),
			],
		},
	],
	related: [
		{ to: '/privacy-policy', label: 'Privacy Policy' },
		{ to: '/shipping', label: 'Shipping and Delivery' },
		{ to: '/refund-policy', label: 'Refund Policy' },
		{ to: '/warranty', label: 'Warranty' },
	],
})
