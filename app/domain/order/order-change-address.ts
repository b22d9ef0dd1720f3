// A changed order's new ship-to address (issue 27): whether it is a whole US address, tidied, and
// whether it differs from the order's. The rule of order-change.ts for the address part of a change.
import { ORDER_CHANGE_MESSAGES as MESSAGES } from '#app/content/words/messages/order-change.ts'
import type { ShippingAddress } from '#app/domain/payments/payment-provider.ts'
import { US_STATES } from '#app/domain/shipping/us-states.ts'
import type { ShippingAddressColumns } from '#db/schema.ts'

/** Whether a ship-to address is a whole US address (as the hosted checkout asks for one). */
export function shipToProblem(address: unknown): string | null {
	if (typeof address !== 'object' || address === null) return MESSAGES.address
	const value = address as Record<string, unknown>
	const text = (key: string, max: number, optional = false) => {
		const field = value[key]
		if (field === null || field === undefined) return optional
		return typeof field === 'string' && field.trim().length <= max && (optional || !!field.trim())
	}
	const ok =
		text('name', 100, true) &&
		text('line1', 200) &&
		text('line2', 200, true) &&
		text('city', 100) &&
		typeof value.state === 'string' &&
		Object.hasOwn(US_STATES, value.state) &&
		typeof value.postalCode === 'string' &&
		/^\d{5}(-\d{4})?$/.test(value.postalCode.trim()) &&
		value.country === 'US'
	return ok ? null : MESSAGES.address
}

/** The address trimmed, blank optional parts as null. */
export function tidyShipTo(address: ShippingAddress): ShippingAddress {
	return {
		name: address.name?.trim() || null,
		line1: address.line1.trim(),
		line2: address.line2?.trim() || null,
		city: address.city.trim(),
		state: address.state,
		postalCode: address.postalCode.trim(),
		country: 'US',
	}
}

/** Whether a new address differs from the order's (ship_* columns). */
export function shipToDiffers(
	shipTo: ShippingAddress,
	order: Omit<ShippingAddressColumns, 'ship_country'>,
): boolean {
	return (
		shipTo.name !== order.ship_name ||
		shipTo.line1 !== order.ship_line1 ||
		shipTo.line2 !== order.ship_line2 ||
		shipTo.city !== order.ship_city ||
		shipTo.state !== order.ship_state ||
		shipTo.postalCode !== order.ship_postal_code
	)
}
