import { useEffect, useRef, useState } from 'react'
import { ORDER_CHANGE_PAID } from '#app/content/words/order-change-paid.ts'
import { Link, useRevalidator } from 'react-router'
import { useCart } from '#app/components/cart/cart-context.tsx'
import {
	ORDER_NEXT_STEPS,
	ORDER_RECEIVED_WHILE_CONFIRMING,
} from '#app/content/words/order-next-steps.ts'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { CONTACT } from '#app/content/facts/shop-facts.ts'
import type { Receipt } from '#app/domain/order/order-display.ts'
import { OrderReceipt } from './order-receipt.tsx'

/** confirmed: paid and received; pending: back from the provider, confirmation not in yet;
 * review: paid after the order had expired; not_paid: the session ended unpaid; unknown: no
 * order has this session. */
export type PaymentState = 'confirmed' | 'pending' | 'review' | 'not_paid' | 'unknown'

const RECHECK_MS = 2000
const MAX_RECHECKS = 90

/** The page's heading and the tab's title, by state. */
export const PAYMENT_HEADINGS: Record<PaymentState, string> = {
	confirmed: 'Payment Successful',
	pending: 'Confirming Your Payment',
	review: 'Payment Received',
	not_paid: 'Payment Not Completed',
	unknown: 'Payment Not Found',
}

/** Re-runs the loader every few seconds while the payment is pending, for up to 3 minutes. */
function useRecheckWhilePending(pending: boolean): boolean {
	const revalidator = useRevalidator()
	const revalidate = useRef(revalidator.revalidate)
	const [gaveUp, setGaveUp] = useState(false)
	useEffect(() => {
		revalidate.current = revalidator.revalidate
	})
	useEffect(() => {
		if (!pending) return
		let checks = 0
		const timer = setInterval(() => {
			if (++checks > MAX_RECHECKS) {
				clearInterval(timer)
				setGaveUp(true)
				return
			}
			void revalidate.current()
		}, RECHECK_MS)
		return () => clearInterval(timer)
	}, [pending])
	return gaveUp
}

/** Empties the cart (stored and shown) once it has loaded, for a payment that went through. */
function useClearCart(enabled: boolean) {
	const cart = useCart()
	const clearedFor = useRef<boolean | null>(null)
	useEffect(() => {
		if (!enabled || cart.status === 'loading' || clearedFor.current === cart.isGuestCart) return
		clearedFor.current = cart.isGuestCart
		cart.clear()
	}, [enabled, cart])
}

const buttonClass =
	'rounded-lg px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

export function PaymentResult({
	state,
	reference,
	providerName,
	receipt,
	shipsBy = null,
	fit = null,
	changed = false,
}: {
	state: PaymentState
	reference: string | null
	providerName: string
	/** Shown once the payment is confirmed. */
	receipt: Receipt | null
	/** 'Ships by Wednesday, November 25', stored on the order at payment; once confirmed. */
	shipsBy?: string | null
	/** The measuring sentence with the clearance the order stored (app/content/words/clearance.ts). */
	fit?: string | null
	/** The payment was a change's difference (issue 27): the order was paid before. */
	changed?: boolean
}) {
	const gaveUp = useRecheckWhilePending(state === 'pending')
	// A change's difference is not the cart's order: the cart stays as it is.
	useClearCart(state !== 'unknown' && state !== 'not_paid' && !changed)

	return (
		<section className="mx-auto max-w-2xl px-4 py-16">
			<h1 className="text-3xl font-bold">{PAYMENT_HEADINGS[state]}</h1>
			<div role="status" aria-live="polite" className="mt-4 text-lg text-muted">
				<StateMessage state={state} providerName={providerName} gaveUp={gaveUp} />
			</div>

			{reference ? (
				<div className="mt-8 rounded-lg border border-gray-200 bg-gray-50 p-5">
					<p className="text-sm font-medium text-muted">Order Reference</p>
					<p
						className="mt-1 font-mono text-2xl font-bold tracking-widest"
						data-testid="order-reference"
					>
						{reference}
					</p>
					<p className="mt-2 text-sm text-muted">
						Keep it to{' '}
						<Link to="/track-order" className="text-brand-700 underline">
							track your order
						</Link>{' '}
						with the e-mail address you paid with.
					</p>
					{state === 'confirmed' && changed ? (
						<p className="mt-3 text-lg font-semibold" data-testid="order-changed">
							{ORDER_CHANGE_PAID(reference)}
						</p>
					) : null}
					{state === 'confirmed' && shipsBy ? (
						<p className="mt-3 text-lg font-semibold" data-testid="ships-by">
							{shipsBy}
						</p>
					) : null}
					{state === 'confirmed' && fit ? (
						<p className="mt-3" data-clearance-sentence>
							{fit}
						</p>
					) : null}
				</div>
			) : null}

			{state === 'confirmed' || state === 'pending' ? (
				<div className="mt-8">
					<h2 className="text-xl font-semibold">What happens next</h2>
					<ol className="mt-4 list-decimal space-y-3 pl-6">
						{ORDER_NEXT_STEPS.map((step, index) => (
							<li key={step.title}>
								<span className="font-semibold">{step.title}:</span>{' '}
								{/* Not 'we have your payment' before the provider has confirmed it. */}
								{index === 0 && state === 'pending' ? ORDER_RECEIVED_WHILE_CONFIRMING : step.text}
							</li>
						))}
					</ol>
				</div>
			) : null}

			{state === 'confirmed' && receipt ? <OrderReceipt receipt={receipt} /> : null}

			<div className="mt-10 flex flex-wrap gap-4">
				<Link to="/order" className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
					Order More Screens
				</Link>
				<Link to="/" className={`${buttonClass} border border-gray-300 text-ink hover:bg-gray-50`}>
					Back to Home
				</Link>
			</div>
		</section>
	)
}

function StateMessage({
	state,
	providerName,
	gaveUp,
}: {
	state: PaymentState
	providerName: string
	gaveUp: boolean
}) {
	const { supportEmail } = useShopIdentity()
	switch (state) {
		case 'confirmed':
			return (
				<p>
					Thank you for your order. A confirmation e-mail with your order details is on its way.
				</p>
			)
		case 'pending':
			return gaveUp ? (
				<p>
					Your payment is taking longer than usual to confirm. Reload this page in a few minutes, or
					contact us at {supportEmail} with your order reference.
				</p>
			) : (
				<p>
					Your payment is not confirmed yet: we are waiting for {providerName}. This page updates
					itself as soon as it is.
				</p>
			)
		case 'review':
			return (
				<p>
					We received your payment after your checkout session had expired. Our team will check your
					order and contact you within {CONTACT.responseHours} hours.
				</p>
			)
		case 'not_paid':
			return (
				<p>
					This checkout session ended without a payment, so nothing was charged. Your cart is{' '}
					<Link to="/checkout" className="text-brand-700 underline">
						still waiting for you
					</Link>
					.
				</p>
			)
		case 'unknown':
			return (
				<p>
					We could not find a payment for this link. If you paid, your confirmation e-mail has your
					order number; or contact us at {supportEmail}.
				</p>
			)
	}
}
