import type { ShopIdentity } from '#app/content/facts/shop-identity.ts'
import { list, paragraph, type Policy } from './policy.ts'

/** The policy as this shop states it (its name and addresses come from its settings). */
export const privacyPolicy = (shop: ShopIdentity): Policy => ({
	title: 'Privacy Policy',
	metaDescription: `What ${shop.name} collects when you order custom window screens, why, who it is shared with and how to see or delete it.`,
	summary: `${shop.name} collects only what it needs to build, ship and support your order. We never sell your information.`,
	sections: [
		{
			id: 'collect',
			heading: 'What we collect',
			blocks: [
				list(
					'Order details: screen sizes, quantities and prices.',
					'Contact and delivery details: your name, e-mail address, phone number and shipping address.',
					'Account details, if you create an account: your username, full name, e-mail address and a securely hashed password (never the password itself).',
					'Messages you send us: questions, bulk-quote requests and support e-mails.',
					'Basic technical data our server records to keep the site secure, such as IP addresses and the pages requested.',
				),
				paragraph(
					'Card payments are handled on the hosted checkout page of our card payment provider. We never see or store your full card number.',
				),
			],
		},
		{
			id: 'use',
			heading: 'How we use it',
			blocks: [
				list(
					'To build, ship and track your order and to send you order and shipping e-mails',
					'To answer your questions and handle returns and warranty claims',
					'To keep your cart and order history if you have an account',
					'To protect the site against fraud and abuse',
				),
				paragraph('We do not send marketing e-mails unless you ask for them.'),
			],
		},
		{
			id: 'share',
			heading: 'Who we share it with',
			blocks: [
				paragraph(
					'We share information only with the companies that help us run the shop, and only what each needs: the card payment provider (to take payment), the shipping carrier (your name and delivery address) and our e-mail provider (to deliver our messages). We do not sell or rent your information to anyone.',
				),
			],
		},
		{
			id: 'cookies',
			heading: 'Cookies and browser storage',
			blocks: [
				paragraph(
					'We use only the cookies the site needs to work, such as the ones that keep you signed in, protect forms against forgery and show confirmation messages. Your guest cart is kept in your own browser. We use no advertising or tracking cookies.',
				),
			],
		},
		{
			id: 'rights',
			heading: 'Your choices and rights',
			blocks: [
				paragraph(
					`You can ask to see, correct or delete the information we hold about you by e-mailing ${shop.supportEmail}. We keep order records as long as the law requires for tax and accounting; everything else we delete when it is no longer needed or when you ask.`,
				),
			],
		},
		{
			id: 'security',
			heading: 'Security',
			blocks: [
				paragraph(
					'The site is served over an encrypted connection, passwords are stored only as salted hashes, and access to order data is limited to the staff who fulfil orders.',
				),
			],
		},
		{
			id: 'children',
			heading: 'Children',
			blocks: [
				paragraph(
					'The shop is meant for adults. We do not knowingly collect information from children.',
				),
			],
		},
		{
			id: 'changes',
			heading: 'Changes to this policy',
			blocks: [
				paragraph(
					'If we change how we handle your information, we will update this page, and for significant changes we will tell account holders by e-mail.',
				),
			],
		},
	],
	related: [
		{ to: '/terms-of-service', label: 'Terms of Service' },
		{ to: '/contact', label: 'Contact Us' },
	],
})
