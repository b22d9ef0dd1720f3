import type { Route } from './+types/checkout'
import { CheckoutView } from '#app/components/checkout/checkout-view.tsx'
import { usePayment } from '#app/components/checkout/use-payment.ts'
import { TestModeBanner } from '#app/components/payments/test-mode-banner.tsx'
import { TEST_MODE_TEXT } from '#app/content/words/test-mode.ts'
import { paymentProviderName } from '#app/services/payments/configured-provider.server.ts'
import { isTestProvider } from '#app/services/payments/test-provider.server.ts'
import { readSession } from '#app/services/auth/session.server.ts'
import { savedCart } from '#app/workflows/cart/cart-prices.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(matches, 'Checkout', 'Review the custom window screens in your cart, then pay securely.')

export async function loader({ request, context }: Route.LoaderArgs) {
	const { user } = await readSession(request, context)
	return {
		paymentProvider: paymentProviderName(context),
		testMode: isTestProvider(context.payments),
		// A signed-in customer's cart as saved, for the first paint; a guest's is in the browser.
		savedCart: await savedCart(context.db, user?.id ?? null),
	}
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
	const payment = usePayment()
	// At least a screen tall: a guest's cart arrives after the first paint (the server cannot know
	// it), and the footer must not be in view to be pushed down when it does (layout shift).
	return (
		<div className="mx-auto min-h-svh max-w-5xl px-4 py-10 sm:py-14">
			<h1 className="mb-6 text-3xl font-bold text-ink">Checkout</h1>
			{loaderData.testMode ? <TestModeBanner detail={TEST_MODE_TEXT.checkoutDetail} /> : null}
			<CheckoutView
				paymentProvider={loaderData.paymentProvider}
				savedCart={loaderData.savedCart}
				onPay={payment.pay}
				paying={payment.creating}
			/>
		</div>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
