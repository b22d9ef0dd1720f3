import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useCart } from '#app/components/cart/cart-context.tsx'
import { CART_FULL_MESSAGE } from '#app/content/words/messages/cart.ts'
import { addedToCartMessage } from '#app/content/words/messages/order.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import type { ScreenSize } from '#app/domain/order/screen-size.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { validateScreenForm, type ScreenFormField } from '#app/domain/order/order-form.ts'
import { estimatedPriceText, lineTotalCents, unitPriceCents } from '#app/domain/order/pricing.ts'
import { toast } from '#app/utils/toast.ts'
import { DimensionControl, type DimensionFault } from './dimension-control.tsx'
import { SaveToWindows, ScreenLabelField } from './screen-label-field.tsx'
import { MeasuringAssistantButton } from '#app/components/measure/measuring-assistant-button.tsx'
import { Button } from '#app/components/ui/button.tsx'

// The dates of the ship-by note depend on the browser's clock and fill in after hydration; the
// note, its clock and its loader are a chunk of their own, shown until then as the same empty box
// the server renders (ship-by-note.tsx).
const ShipByNote = lazy(async () => ({
	default: (await import('#app/components/shipping/ship-by-note.tsx')).ShipByNote,
}))

/** The form as typed: strings, so an empty or out-of-range entry stays what the customer typed. */
type Draft = Record<ScreenFormField, string>

/** A common window size to start from. */
const START: Draft = {
	width: '24',
	widthSixteenths: '0',
	height: '36',
	heightSixteenths: '0',
	quantity: String(LIMITS.quantity.default),
}

/** The two measurements of a screen, each in whole inches and sixteenths. */
const SIDES = [
	{ side: 'width', label: 'Width' },
	{ side: 'height', label: 'Height' },
] as const

function faultOf(fault: ScreenFormField | null, inches: ScreenFormField): DimensionFault {
	if (fault === inches) return 'inches'
	if (fault === `${inches}Sixteenths`) return 'sixteenths'
	return null
}

/** The specification card: size, quantity, estimated price and Add to Cart. */
export function ScreenConfigurator() {
	const cart = useCart()
	const [draft, setDraft] = useState<Draft>(START)
	const [fault, setFault] = useState<ScreenFormField | null>(null)
	const [label, setLabel] = useState('')
	const headingId = useId()
	const priceNoteId = useId()

	const set = (field: ScreenFormField) => (value: string) => {
		setDraft((current) => ({ ...current, [field]: value }))
		if (fault === field) setFault(null)
	}

	/** The measuring assistant's size goes into the sliders and boxes; the quantity stays. */
	function applyMeasuredSize(size: ScreenSize) {
		setDraft((current) => ({
			...current,
			width: String(size.width),
			widthSixteenths: String(size.widthSixteenths),
			height: String(size.height),
			heightSixteenths: String(size.heightSixteenths),
		}))
		setFault(null)
	}

	const check = validateScreenForm(draft)
	const price = check.ok ? estimatedPriceText(lineTotalCents(check.config)) : null

	function addToCart(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const result = validateScreenForm(draft)
		if (!result.ok) {
			setFault(result.field)
			toast(result.message)
			document.getElementById(result.field)?.focus()
			return
		}
		const outcome = cart.addItem(result.config, label)
		if (outcome === 'added') toast(addedToCartMessage(result.config.quantity))
		else if (outcome === 'full') toast(CART_FULL_MESSAGE)
	}

	return (
		<section
			aria-labelledby={headingId}
			className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
		>
			<h2 id={headingId} className="text-xl font-bold text-ink">
				Specifications
			</h2>
			<p className="mt-2 text-sm text-muted">
				Measure the inside of your window frame to the nearest 1/16 inch.{' '}
				<Link to="/how-to" className="font-medium text-brand-700 underline">
					Measuring guide
				</Link>
			</p>
			<MeasuringAssistantButton onUse={applyMeasuredSize} />
			<form noValidate onSubmit={addToCart} className="mt-5 space-y-6">
				{SIDES.map(({ side, label }) => {
					const sixteenths = `${side}Sixteenths` as const
					return (
						<DimensionControl
							key={side}
							label={label}
							inchesName={side}
							sixteenthsName={sixteenths}
							min={LIMITS[side].min}
							max={LIMITS[side].max}
							inches={draft[side]}
							sixteenths={draft[sixteenths]}
							fault={faultOf(fault, side)}
							onInchesChange={set(side)}
							onSixteenthsChange={set(sixteenths)}
						/>
					)
				})}
				<div className="flex items-center justify-between gap-3">
					<label htmlFor="quantity" className="font-semibold text-ink">
						Quantity
					</label>
					<input
						id="quantity"
						name="quantity"
						type="number"
						inputMode="numeric"
						min={LIMITS.quantity.min}
						max={LIMITS.quantity.max}
						step={1}
						value={draft.quantity}
						aria-invalid={fault === 'quantity' || undefined}
						onChange={(event) => set('quantity')(event.target.value)}
						className="w-20 rounded-md border border-gray-400 bg-white px-2 py-2 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-200"
					/>
				</div>
				<ScreenLabelField value={label} onChange={setLabel} />
				<div className="rounded-xl bg-brand-50 p-4" id={priceNoteId}>
					<p className="text-sm font-medium text-muted">Estimated price</p>
					{price && check.ok ? (
						<>
							<p className="text-3xl font-bold text-ink" data-testid="estimated-price">
								{price}
							</p>
							{check.config.quantity > 1 ? (
								<p className="text-sm text-muted">
									{formatCents(unitPriceCents(check.config))} each × {check.config.quantity}
								</p>
							) : null}
						</>
					) : (
						<p className="mt-1 text-sm text-ink">{check.ok ? '' : check.message.description}</p>
					)}
					<Suspense fallback={<div className="min-h-12 text-sm" data-testid="ship-by" />}>
						<ShipByNote />
					</Suspense>
				</div>
				<Button
					type="submit"
					disabled={cart.status === 'loading'}
					waiting
					aria-describedby={priceNoteId}
					className="w-full text-lg"
				>
					Add to Cart
				</Button>
				{check.ok ? <SaveToWindows config={check.config} label={label} /> : null}
				<noscript>
					<p className="text-sm text-muted">
						Adding screens to the cart needs JavaScript. Please turn it on, or ask us below.
					</p>
				</noscript>
			</form>
		</section>
	)
}
