import { useId } from 'react'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { LIMITS, PRODUCT } from '#app/content/facts/shop-facts.ts'
import { cartItemToConfig, type CartItem } from '#app/domain/cart/cart-item.ts'
import { formatDimensions } from '#app/domain/order/screen-size.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { lineTotalCents } from '#app/domain/order/pricing.ts'
import { screenLabelLine } from '#app/domain/order/screen-label.ts'

const QUANTITIES = Array.from(
	{ length: LIMITS.quantity.max - LIMITS.quantity.min + 1 },
	(_, index) => LIMITS.quantity.min + index,
)

/** One screen configuration in the cart, with the fractions of both width and height shown. */
export function CartLine({
	item,
	onRemove,
	onQuantity,
	disabled,
}: {
	item: CartItem
	onRemove: (id: string) => void
	onQuantity: (id: string, quantity: number) => void
	/** The line as saved, shown before the live cart has loaded: nothing to change yet. */
	disabled: boolean
}) {
	const size = formatDimensions(cartItemToConfig(item))
	// The label tells apart two lines of one size (and names each line's controls).
	const dimensions = item.label ? `${size}, ${item.label}` : size
	const labelLine = screenLabelLine(item.label)
	const quantityId = useId()
	return (
		<li className="flex flex-wrap items-start justify-between gap-4 py-5">
			<div>
				<h3 className="font-semibold text-ink">{PRODUCT.cartItemName}</h3>
				<p className="mt-1 text-sm text-muted">
					<span className="sr-only">Size, width by height: </span>
					<span aria-hidden="true">W x H: </span>
					<Sizes>{size}</Sizes>
				</p>
				{labelLine ? <p className="mt-1 text-sm text-ink">{labelLine}</p> : null}
				<p className="mt-2 flex items-center gap-2 text-sm text-muted">
					{/* Named 'Quantity' with the line's size, so each line's control is told apart. */}
					<label htmlFor={quantityId}>
						Quantity<span className="sr-only"> of {dimensions}</span>
					</label>
					<select
						id={quantityId}
						value={item.quantity}
						disabled={disabled}
						onChange={(event) => onQuantity(item.id, Number(event.target.value))}
						className="rounded-md border border-gray-400 bg-white px-2 py-1 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
					>
						{QUANTITIES.map((quantity) => (
							<option key={quantity} value={quantity}>
								{quantity}
							</option>
						))}
					</select>
				</p>
			</div>
			<div className="flex flex-col items-end gap-1">
				<p className="font-semibold text-ink">{formatCents(lineTotalCents(item))}</p>
				{item.quantity > 1 ? (
					<p className="text-sm text-muted">{formatCents(item.price)} each</p>
				) : null}
				{/* Raw: Remove is a red text link's look, not a button of the kit. */}
				<button
					type="button"
					disabled={disabled}
					onClick={() => onRemove(item.id)}
					aria-label={`Remove ${PRODUCT.cartItemName} ${dimensions}`}
					className="mt-1 rounded px-2 py-1 text-sm font-medium text-red-800 underline hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-800"
				>
					Remove
				</button>
			</div>
		</li>
	)
}
