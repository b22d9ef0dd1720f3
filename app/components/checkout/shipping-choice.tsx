import { formatCents } from '#app/domain/common/money.ts'
import {
	SHIPPING_METHODS,
	shippingAmountText,
	shippingCents,
	shippingOption,
	type ShippingMethod,
} from '#app/domain/shipping/shipping.ts'
import { SHIPPING } from '#app/content/facts/shop-facts.ts'
import { HOW_DELIVERY_DATES_ARE_COUNTED } from '#app/content/words/delivery-date-rule.ts'
import { useShipByRules } from '#app/components/shipping/use-ship-by-rules.ts'

const LEGEND_ID = 'shipping-method-legend'

/** The 'Shipping method' radio group: each option with its price for this cart and its transit,
 * and (in the browser, from its clock) the ship-by date of an order paid now and each option's
 * delivery range, in lines kept for them from the first paint. */
export function ShippingChoice({
	method,
	subtotalCents,
	onChange,
	disabled,
}: {
	method: ShippingMethod
	subtotalCents: number
	onChange: (method: ShippingMethod) => void
	/** Every option disabled (the fieldset's own switch) until the cart has loaded. */
	disabled: boolean
}) {
	const clock = useShipByRules()
	const rules = clock?.rules
	const shipBy = clock ? clock.rules.shipByDate(clock.now) : null
	return (
		<fieldset role="radiogroup" aria-labelledby={LEGEND_ID} disabled={disabled} className="mt-4">
			<legend id={LEGEND_ID} className="font-semibold text-ink">
				Shipping method
			</legend>
			{/* Rendered before the date is known, one line kept for it: the options below must not
			    move when it fills in (layout shift). The date is a paragraph of its own, so that
			    filling it in does not make the rule's paragraph a larger, later paint (LCP). */}
			<div className="mt-1 text-sm text-ink" data-testid="checkout-ship-by">
				<p className="min-h-5 font-semibold">
					{shipBy && rules ? `${rules.formatShipsBy(shipBy)}.` : null}
				</p>
				<p className="text-muted">{HOW_DELIVERY_DATES_ARE_COUNTED}</p>
			</div>
			<div className="mt-2 space-y-2">
				{SHIPPING_METHODS.map((option) => {
					const facts = shippingOption(option)
					const id = `shipping-${option}`
					return (
						<div
							key={option}
							className="flex items-start gap-3 rounded-lg border border-gray-300 bg-white p-3 has-checked:border-brand-700"
						>
							<input
								type="radio"
								id={id}
								name="shippingMethod"
								value={option}
								checked={method === option}
								onChange={() => onChange(option)}
								aria-describedby={`${id}-details`}
								className="mt-1 size-4 accent-brand-700"
							/>
							<div className="flex-1">
								<div className="flex justify-between gap-4 text-ink">
									<label htmlFor={id} className="font-medium">
										{facts.name}
									</label>
									<span className="font-medium">
										{shippingAmountText(shippingCents(option, subtotalCents))}
									</span>
								</div>
								<p id={`${id}-details`} className="text-sm text-muted">
									{facts.carrier}, {facts.businessDays} business days
									{option === 'standard'
										? `; free on orders of ${formatCents(SHIPPING.standard.freeOverCents)} or more`
										: ''}
									.
									{/* Its line is there before the dates are, so no option moves when they come. */}
									<span className="block min-h-5">
										{shipBy && rules
											? `${rules.formatArrival(rules.deliveryEstimate(shipBy, option))}.`
											: null}
									</span>
								</p>
							</div>
						</div>
					)
				})}
			</div>
		</fieldset>
	)
}
