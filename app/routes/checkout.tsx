import type { Route } from './+types/checkout'
import { CheckoutView } from '#app/components/checkout/checkout-view.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () =>
	pageMeta('Checkout', 'Review the custom window screens in your cart, then pay securely.')

/** The payment provider named on the pay button: the built-in test checkout until one is set up. */
export function loader() {
	return { paymentProvider: 'Test Checkout' }
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
			<h1 className="mb-6 text-3xl font-bold text-ink">Checkout</h1>
			<CheckoutView paymentProvider={loaderData.paymentProvider} />
		</div>
	)
}
