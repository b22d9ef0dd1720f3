// /test-checkout?session=...: the built-in test provider's hosted checkout (no Stripe key set).
// It takes the test cards only, collects what Stripe's page collects, and confirms the order
// through the same fulfilment as Stripe's webhook.
import { data, redirect } from 'react-router'
import type { Route } from './+types/test-checkout'
import {
	TestCheckoutPage,
	type TestCheckoutActionData,
} from '#app/components/payments/test-checkout-page.tsx'
import { TestCheckoutMissing } from '#app/components/payments/test-checkout-missing.tsx'
import { handlePaymentEvent, queuedMail } from '#app/workflows/payments/fulfilment.server.ts'
import { visitorOrigin } from '#app/utils/public-origin.server.ts'
import { testCheckoutSchema, type TestCheckoutField } from '#app/domain/payments/test-card.ts'
import { isTestProvider } from '#app/services/payments/test-provider.server.ts'
import { US_STATES } from '#app/domain/shipping/us-states.ts'
import { readFormBody } from '#app/utils/form-body.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { TEST_MODE_TEXT } from '#app/content/words/test-mode.ts'

export const meta: Route.MetaFunction = ({ matches }) => [
	...pageMeta(matches, 'Test Checkout (test mode)', TEST_MODE_TEXT.checkoutPageDescription),
	{ name: 'robots', content: 'noindex' },
]

/** The test provider, or a 404 (the shared not-found page) while Stripe is the provider. */
function testProviderOf(context: Route.LoaderArgs['context']) {
	const provider = context.payments
	if (!isTestProvider(provider)) throw data('The test checkout is off: Stripe is active.', 404)
	return provider
}

const sessionIdOf = (request: Request) =>
	new URL(request.url).searchParams.get('session')?.trim() || null

/** A session the test provider does not know: a 404 that says so (TestCheckoutMissing). */
const missingSession = () => data({ missing: true } as const, { status: 404 })

export async function loader({ request, context }: Route.LoaderArgs) {
	const provider = testProviderOf(context)
	const sessionId = sessionIdOf(request)
	const session = sessionId ? await provider.viewSession(sessionId) : null
	if (!session) return missingSession()
	if (session.paid) throw redirect(session.successUrl)
	return { session, states: US_STATES }
}

const ECHOED = ['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode']

export async function action({ request, context }: Route.ActionArgs) {
	const provider = testProviderOf(context)
	const sessionId = sessionIdOf(request)
	if (!sessionId) return missingSession()
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
			return missingSession()
		case 'expired':
			return reply(410, { formError: 'This checkout session has expired. Nothing was charged.' })
		case 'declined':
			return reply(402, { formError: result.message, fieldErrors: { cardNumber: result.message } })
		case 'already_paid':
			return redirect(result.successUrl)
		case 'paid': {
			const outcome = result.fulfilment
			if (queuedMail(outcome)) context.wakeOutbox()
			return redirect(result.successUrl)
		}
	}
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
	if ('missing' in loaderData || (actionData && 'missing' in actionData)) {
		return <TestCheckoutMissing />
	}
	return (
		<TestCheckoutPage session={loaderData.session} states={loaderData.states} result={actionData} />
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
