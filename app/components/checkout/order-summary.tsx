import { Link } from 'react-router'
import { PAYMENT_CREATING_LABEL } from '#app/content/words/messages/payment.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { TAX_LINE_LABEL } from '#app/domain/order/order-display.ts'
import {
	shippingAmountText,
	type OrderTotals,
	type ShippingMethod,
} from '#app/domain/shipping/shipping.ts'
import { ShippingChoice } from './shipping-choice.tsx'
import { Button } from '#app/components/ui/button.tsx'

type OrderSummaryProps = {
	/** The cart's money with the chosen shipping (display only: the server recomputes it). */
	totals: OrderTotals
	onShippingMethod: (method: ShippingMethod) => void
	paymentProvider: string
	onPay: () => void
	/** True while the payment session is being created: the button waits. */
	paying: boolean
	/** The cart is not loaded yet: shipping and Pay wait for it. */
	disabled: boolean
}

export function OrderSummary({
	totals,
	onShippingMethod,
	paymentProvider,
	onPay,
	paying,
	disabled,
}: OrderSummaryProps) {
	const rows = [
		{
			label: `Subtotal (${totals.quantity} ${totals.quantity === 1 ? 'screen' : 'screens'})`,
			value: formatCents(totals.subtotalCents),
		},
		{ label: TAX_LINE_LABEL, value: formatCents(totals.taxCents) },
		{ label: 'Shipping', value: shippingAmountText(totals.shippingCents) },
	]
	return (
		<section
			aria-labelledby="order-summary-heading"
			className="rounded-2xl border border-gray-200 bg-gray-50 p-5 sm:p-6"
		>
			<h2 id="order-summary-heading" className="text-xl font-bold text-ink">
				Order Summary
			</h2>
			<ShippingChoice
				method={totals.shippingMethod}
				subtotalCents={totals.subtotalCents}
				onChange={onShippingMethod}
				disabled={disabled}
			/>
			<dl className="mt-4 space-y-2" aria-live="polite">
				{rows.map((row) => (
					<div key={row.label} className="flex justify-between gap-4 text-ink">
						<dt>{row.label}</dt>
						<dd>{row.value}</dd>
					</div>
				))}
				<div className="flex justify-between gap-4 border-t border-gray-300 pt-3 text-lg font-bold text-ink">
					<dt>Total</dt>
					<dd>{formatCents(totals.totalCents)}</dd>
				</div>
			</dl>
			<Button
				type="button"
				onClick={onPay}
				disabled={paying || disabled}
				waiting={disabled}
				className="mt-6 w-full text-lg"
			>
				{paying ? PAYMENT_CREATING_LABEL : `Pay with ${paymentProvider}`}
			</Button>
			<Link
				to="/order"
				className="mt-3 block rounded-lg border border-brand-700 px-6 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50"
			>
				Continue Shopping
			</Link>
		</section>
	)
}
