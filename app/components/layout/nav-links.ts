export const MAIN_NAV = [
	{ to: '/', label: 'Home' },
	{ to: '/about', label: 'About' },
	{ to: '/order', label: 'Order' },
	{ to: '/bulk-orders', label: 'Bulk Orders' },
	{ to: '/how-to', label: 'How To' },
	{ to: '/faq', label: 'FAQ' },
	{ to: '/contact', label: 'Contact' },
] as const

export const FOOTER_NAV = {
	information: [
		{ to: '/about', label: 'About Us' },
		{ to: '/faq', label: 'FAQs' },
		{ to: '/how-to', label: 'How To' },
	],
	support: [
		{ to: '/contact', label: 'Contact Us' },
		{ to: '/track-order', label: 'Track Your Order' },
		{ to: '/shipping', label: 'Shipping and Delivery' },
		{ to: '/refund-policy', label: 'Refund Policy' },
		{ to: '/warranty', label: 'Warranty' },
	],
	legal: [
		{ to: '/privacy-policy', label: 'Privacy Policy' },
		{ to: '/terms-of-service', label: 'Terms of Service' },
	],
} as const
