import { useEffect, useRef, useState } from 'react'
import { useCart } from '#app/components/cart/cart-context.tsx'
import { CART_MESSAGES } from '#app/content/words/messages/cart.ts'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { cartTotals } from '#app/domain/cart/cart-totals.ts'
import {
	DEFAULT_SHIPPING_METHOD,
	orderTotals,
	type ShippingMethod,
} from '#app/domain/shipping/shipping.ts'
import { toast } from '#app/utils/toast.ts'
import { CartLine } from './cart-line.tsx'
import { EmptyCart } from './empty-cart.tsx'
import { OrderSummary } from './order-summary.tsx'

const CART_HEADING_ID = 'cart-heading'

type CheckoutViewProps = {
	/** Named on the pay button: 'Pay with {paymentProvider}'. */
	paymentProvider: string
	/** The signed-in customer's cart as the server read it (none for a guest): shown until the
	 * live cart has loaded. */
	savedCart: readonly CartItem[]
	/** Starts the payment for these items, shipped by this method. */
	onPay: (items: readonly CartItem[], shippingMethod: ShippingMethod) => void
	/** True while the payment session is being created. */
	paying: boolean
}

/**
 * The cart review: loading, empty, or the items with the order summary. A signed-in customer's
 * saved cart is drawn from the server's copy until the live cart has loaded, in the same elements
 * with every control disabled, so the first paint already shows it and the live cart then
 * updates it in place (no layout shift, no later largest paint).
 */
export function CheckoutView({ paymentProvider, savedCart, onPay, paying }: CheckoutViewProps) {
	const cart = useCart()
	const [shippingMethod, setShippingMethod] = useState<ShippingMethod>(DEFAULT_SHIPPING_METHOD)
	// After a removal the button that had focus is gone; focus goes to the cart's heading instead.
	const focusHeading = useRef(false)
	useEffect(() => {
		if (!focusHeading.current) return
		focusHeading.current = false
		document.getElementById(CART_HEADING_ID)?.focus()
	}, [cart.items])

	// A guest cart in this browser may still join an empty saved cart on the first load: until
	// then nothing is known to show.
	const fromServer = cart.status === 'loading' && savedCart.length > 0
	if (cart.status === 'loading' && !fromServer) {
		return (
			<p role="status" className="py-12 text-center text-lg text-muted">
				Loading Cart...
			</p>
		)
	}
	if (cart.status === 'empty') {
		return <EmptyCart headingId={CART_HEADING_ID} showSignInHint={cart.isGuestCart} />
	}

	function remove(id: string) {
		focusHeading.current = true
		cart.removeItem(id)
		toast(CART_MESSAGES.itemRemoved)
	}

	function pay() {
		if (cart.items.length === 0) {
			toast(CART_MESSAGES.emptyCart)
			return
		}
		onPay(cart.items, shippingMethod)
	}

	const items = fromServer ? savedCart : cart.items
	const totals = fromServer ? cartTotals(savedCart) : cart.totals

	return (
		<div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
			<section aria-labelledby={CART_HEADING_ID}>
				<h2 id={CART_HEADING_ID} tabIndex={-1} className="text-xl font-bold text-ink">
					Your cart ({totals.quantity} {totals.quantity === 1 ? 'screen' : 'screens'})
				</h2>
				<ul className="mt-2 divide-y divide-gray-200 border-y border-gray-200">
					{items.map((item) => (
						<CartLine
							key={item.id}
							item={item}
							onRemove={remove}
							onQuantity={cart.setQuantity}
							disabled={fromServer}
						/>
					))}
				</ul>
			</section>
			<OrderSummary
				totals={orderTotals(totals, shippingMethod)}
				onShippingMethod={setShippingMethod}
				paymentProvider={paymentProvider}
				onPay={pay}
				paying={paying}
				disabled={fromServer}
			/>
		</div>
	)
}
