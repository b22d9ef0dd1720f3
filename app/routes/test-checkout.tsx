// /test-checkout?session=...: the built-in test provider's hosted checkout (no Stripe key set).
// It takes the test cards only, collects what Stripe's page collects, and confirms the order
// through the same fulfilment as Stripe's webhook.
import { data, redirect } from 'react-router'
import type { Route } from './+types/test-checkout'
import {
	TestCheckoutPage,
	type TestCheckoutActionData,
} from '#app/components/payments/test-checkout-page.tsx'
import { handlePaymentEvent } from '#app/workflows/fulfilment.server.ts'
import { visitorOrigin } from '#app/services/auth/public-origin.server.ts'
import { testCheckoutSchema, type TestCheckoutField } from '#app/domain/test-card.ts'
import { isTestProvider } from '#app/services/payments/test-provider.server.ts'
import { US_STATES } from '#app/domain/us-states.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { TEST_MODE_TEXT } from '#app/content/test-mode.ts'

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta(matches, 'Test Checkout (test mode)', TEST_MODE_TEXT.checkoutPageDescription),
	{ name: 'robots', content: 'noindex' },
]

function sessionOf(request: Request, context: Route.LoaderArgs['context']) {
	const provider = context.payments
	if (!isTestProvider(provider)) throw data('The test checkout is off: Stripe is active.', 404)
	const sessionId = new URL(request.url).searchParams.get('session')?.trim()
	if (!sessionId) throw data('No checkout session given.', 404)
	return { provider, sessionId }
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { provider, sessionId } = sessionOf(request, context)
	const session = await provider.viewSession(sessionId)
	if (!session) throw data('No such checkout session.', 404)
	if (session.paid) throw redirect(session.successUrl)
	return { session, states: US_STATES }
}

const ECHOED = ['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode']

export async function action({ request, context }: Route.ActionArgs) {
	const { provider, sessionId } = sessionOf(request, context)
	const form = Object.fromEntries(await readFormBody(request))
	const values = Object.fromEntries(
		ECHOED.map((key) => [key, typeof form[key] === 'string' ? form[key] : '']),
	)
	const reply = (status: number, answer: Partial<TestCheckoutActionData>) =>
		data<TestCheckoutActionData>(
			{ fieldErrors: {}, formError: null, values, ...answer },
			{ status },
		)

	const parsed = testCheckoutSchema(new Date()).safeParse(form)
	if (!parsed.success) {
		const fieldErrors: TestCheckoutActionData['fieldErrors'] = {}
		for (const issue of parsed.error.issues) {
			const field = issue.path[0] as TestCheckoutField
			fieldErrors[field] ??= issue.message
		}
		return reply(400, { fieldErrors, formError: 'Please correct the fields marked below.' })
	}

	const settings = {
		shopInbox: context.env.SHOP_INBOX,
		siteUrl: visitorOrigin(request, context.env),
		shop: shopIdentity(context.env),
	}
	// The payment and the order's fulfilment commit together (one transaction).
	const result = await provider.pay(sessionId, parsed.data, (trx, event) =>
		handlePaymentEvent(trx, event, settings),
	)
	switch (result.outcome) {
		case 'not_found':
			throw data('No such checkout session.', 404)
		case 'expired':
			return reply(410, { formError: 'This checkout session has expired. Nothing was charged.' })
		case 'declined':
			return reply(402, { formError: result.message, fieldErrors: { cardNumber: result.message } })
		case 'already_paid':
			return redirect(result.successUrl)
		case 'paid': {
			const outcome = result.fulfilment
			if (outcome === 'fulfilled' || outcome === 'late_payment') context.wakeOutbox()
			return redirect(result.successUrl)
		}
	}
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<TestCheckoutPage session={loaderData.session} states={loaderData.states} result={actionData} />
	)
}

export function ErrorBoundary() {
	return (
		<section className="mx-auto max-w-xl px-4 py-16 text-center">
			<p className="font-semibold tracking-wide text-amber-800 uppercase">Test mode</p>
			<h1 className="mt-2 text-3xl font-bold">Checkout session not found</h1>
			<p className="mt-3 text-muted">
				This test checkout link is not valid. Go back to your cart and press the pay button again.
			</p>
			<a href="/checkout" className="mt-6 inline-block font-semibold text-brand-700 underline">
				Back to your cart
			</a>
		</section>
	)
}
