import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),
	route('about', 'routes/about.tsx'),
	route('order', 'routes/order.tsx'),
	route('bulk-orders', 'routes/bulk-orders.tsx'),
	route('how-to', 'routes/how-to.tsx'),
	route('faq', 'routes/faq.tsx'),
	route('contact', 'routes/contact.tsx'),
	route('auth', 'routes/auth.tsx'),
	route('checkout', 'routes/checkout.tsx'),
	route('payment-success', 'routes/payment-success.tsx'),
	route('track-order', 'routes/track-order.tsx'),
	route('shipping', 'routes/shipping.tsx'),
	route('refund-policy', 'routes/refund-policy.tsx'),
	route('warranty', 'routes/warranty.tsx'),
	route('privacy-policy', 'routes/privacy-policy.tsx'),
	route('terms-of-service', 'routes/terms-of-service.tsx'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
