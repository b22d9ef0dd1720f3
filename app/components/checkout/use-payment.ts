import { useRef, useState } from 'react'
import {
	PAYMENT_CREATING_TOAST,
	PAYMENT_ERROR_TITLE,
	PAYMENT_FAILED,
	PAYMENT_FAILED_TO_START,
	PAYMENT_NO_URL,
} from '#app/content/words/messages/payment.ts'
import type { CartItem } from '#app/domain/cart/cart-item.ts'
import { cartKeyFor } from '#app/domain/cart/cart-key.ts'
import type { ShippingMethod } from '#app/domain/shipping/shipping.ts'
import type {
	CreatePaymentError,
	CreatePaymentResponse,
} from '#app/domain/checkout/create-payment-request.ts'
import { toast } from '#app/utils/toast.ts'

class NoPaymentUrl extends Error {}
/** The server answered with an error; its message is fit for the toast. */
class PaymentRefused extends Error {}

/**
 * Starts a hosted checkout: the server prices the items and answers the provider's URL, which
 * opens in this tab (a new tab opened after an await is stopped by popup blockers).
 */
export function usePayment() {
	const [creating, setCreating] = useState(false)
	const inFlight = useRef(false)

	async function pay(items: readonly CartItem[], shippingMethod: ShippingMethod) {
		if (inFlight.current) return
		inFlight.current = true
		setCreating(true)
		toast(PAYMENT_CREATING_TOAST)
		try {
			const url = await requestPaymentUrl(items, shippingMethod)
			window.location.assign(url)
		} catch (error) {
			inFlight.current = false
			setCreating(false)
			const description =
				error instanceof NoPaymentUrl || error instanceof PaymentRefused
					? error.message
					: PAYMENT_FAILED_TO_START
			toast({ title: PAYMENT_ERROR_TITLE, description, variant: 'destructive' })
		}
	}

	return { pay, creating }
}

async function requestPaymentUrl(
	items: readonly CartItem[],
	shippingMethod: ShippingMethod,
): Promise<string> {
	const response = await fetch('/api/create-payment', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify({ items, shippingMethod, cartKey: cartKeyFor(items) }),
	})
	const body = (await response.json().catch(() => null)) as Partial<
		CreatePaymentResponse & CreatePaymentError
	> | null
	if (!response.ok) throw new PaymentRefused(body?.message ?? PAYMENT_FAILED)
	if (!body?.url) throw new NoPaymentUrl(PAYMENT_NO_URL)
	return body.url
}
