import { Form, useNavigation } from 'react-router'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { TEST_MODE_TEXT } from '#app/content/words/test-mode.ts'
import { formatCents } from '#app/domain/common/money.ts'
import type { CheckoutLine } from '#app/domain/payments/payment-provider.ts'
import type { TestCheckoutField } from '#app/domain/payments/test-card.ts'
import { TestCheckoutField as Field } from './test-checkout-field.tsx'
import { Button } from '#app/components/ui/button.tsx'

export type TestCheckoutSessionView = {
	status: 'open' | 'complete' | 'expired'
	lines: CheckoutLine[]
	amountTotalCents: number
	prefilledEmail: string | null
	cancelUrl: string
}

export type TestCheckoutActionData = {
	fieldErrors: Partial<Record<TestCheckoutField, string>>
	formError: string | null
	/** What was typed, to fill the form again (never the card's number, expiry or CVC). */
	values: Record<string, string>
}

function TestModeBanner() {
	return (
		<div
			role="note"
			className="rounded-md border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
		>
			<p className="font-bold">{TEST_MODE_TEXT.banner}</p>
			<p className="mt-1">
				This is the shop&apos;s built-in test checkout: no card is charged. Pay with card{' '}
				<strong>4242 4242 4242 4242</strong>, or use <strong>4000 0000 0000 0002</strong> to see a
				decline. Any future expiry date and any CVC work.
			</p>
		</div>
	)
}

function OrderLines({ lines, total }: { lines: CheckoutLine[]; total: number }) {
	const shop = useShopIdentity()
	return (
		<section
			aria-labelledby="test-checkout-summary"
			className="rounded-lg border border-gray-200 p-5"
		>
			<h2 id="test-checkout-summary" className="text-lg font-semibold">
				{shop.name}
			</h2>
			<ul className="mt-4 divide-y divide-gray-200">
				{lines.map((line, index) => (
					<li key={index} className="flex justify-between gap-4 py-3">
						<span>
							<span className="block font-medium">{line.name}</span>
							{line.description ? (
								<span className="block text-sm text-muted">{line.description}</span>
							) : null}
							{line.quantity > 1 ? (
								<span className="block text-sm text-muted">
									Qty {line.quantity} at {formatCents(line.unitAmountCents)} each
								</span>
							) : null}
						</span>
						<span className="font-medium">
							{/* Only free shipping costs nothing: screens cost something, a zero tax is left out. */}
							{line.unitAmountCents === 0
								? 'FREE'
								: formatCents(line.unitAmountCents * line.quantity)}
						</span>
					</li>
				))}
			</ul>
			<p className="mt-2 flex justify-between border-t border-gray-300 pt-3 text-lg font-bold">
				<span>Total due</span>
				<span>{formatCents(total)}</span>
			</p>
		</section>
	)
}

export function TestCheckoutPage({
	session,
	states,
	result,
}: {
	session: TestCheckoutSessionView
	states: Record<string, string>
	result?: TestCheckoutActionData
}) {
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const errors = result?.fieldErrors ?? {}
	const values = result?.values ?? {}
	const field = (name: TestCheckoutField) => ({ name, error: errors[name], value: values[name] })

	return (
		<section className="mx-auto max-w-5xl px-4 py-10">
			<TestModeBanner />
			<h1 className="mt-6 text-3xl font-bold">Test Checkout</h1>
			{session.status !== 'open' ? (
				<div className="mt-6">
					<p role="alert" className="text-lg">
						This checkout session has expired. Nothing was charged.
					</p>
					<a
						href={session.cancelUrl}
						className="mt-4 inline-block font-semibold text-brand-700 underline"
					>
						Back to your cart
					</a>
				</div>
			) : (
				<div className="mt-6 grid gap-8 md:grid-cols-[2fr_3fr]">
					<OrderLines lines={session.lines} total={session.amountTotalCents} />
					<Form method="post" noValidate className="space-y-6">
						{result?.formError ? (
							<p role="alert" className="error-alert p-3">
								{result.formError}
							</p>
						) : null}
						<fieldset className="space-y-4">
							<legend className="text-lg font-semibold">Contact</legend>
							<Field
								{...field('email')}
								label="E-mail"
								type="email"
								autoComplete="email"
								required
								defaultValue={values.email ?? session.prefilledEmail ?? ''}
							/>
							<Field {...field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" />
						</fieldset>
						<fieldset className="space-y-4">
							<legend className="text-lg font-semibold">Card</legend>
							<Field
								{...field('cardNumber')}
								label="Card number"
								inputMode="numeric"
								autoComplete="cc-number"
								placeholder="4242 4242 4242 4242"
								required
							/>
							<div className="grid grid-cols-2 gap-4">
								<Field
									{...field('expiry')}
									label="Expiry (MM / YY)"
									autoComplete="cc-exp"
									placeholder="MM / YY"
									required
								/>
								<Field
									{...field('cvc')}
									label="CVC"
									inputMode="numeric"
									autoComplete="cc-csc"
									placeholder="123"
									required
								/>
							</div>
							<Field {...field('name')} label="Name on card" autoComplete="name" required />
						</fieldset>
						<fieldset className="space-y-4">
							<legend className="text-lg font-semibold">Shipping address (United States)</legend>
							<Field {...field('line1')} label="Address" autoComplete="address-line1" required />
							<Field
								{...field('line2')}
								label="Apartment, suite, etc. (optional)"
								autoComplete="address-line2"
							/>
							<Field {...field('city')} label="City" autoComplete="address-level2" required />
							<div className="grid grid-cols-2 gap-4">
								<Field
									{...field('state')}
									label="State"
									autoComplete="address-level1"
									required
									options={states}
								/>
								<Field
									{...field('postalCode')}
									label="ZIP code"
									inputMode="numeric"
									autoComplete="postal-code"
									required
								/>
							</div>
							<Field
								{...field('specialInstructions')}
								label="Special instructions (optional)"
								multiline
							/>
						</fieldset>
						<div className="flex flex-wrap items-center gap-4">
							<Button type="submit" disabled={submitting}>
								{submitting ? 'Processing...' : `Pay ${formatCents(session.amountTotalCents)}`}
							</Button>
							<a href={session.cancelUrl} className="font-semibold text-brand-700 underline">
								Cancel and return to cart
							</a>
						</div>
					</Form>
				</div>
			)}
		</section>
	)
}
