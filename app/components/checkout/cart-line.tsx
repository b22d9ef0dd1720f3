import { PRODUCT } from '#app/content/shop-facts.ts'
import { cartItemToConfig, type CartItem } from '#app/domain/cart-item.ts'
import { formatDimensions } from '#app/domain/measurements.ts'
import { formatCents } from '#app/domain/money.ts'
import { lineTotalCents } from '#app/domain/pricing.ts'

/** One screen configuration in the cart, with the fractions of both width and height shown. */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: (id: string) => void }) {
	const dimensions = formatDimensions(cartItemToConfig(item))
	return (
		<li className="flex flex-wrap items-start justify-between gap-4 py-5">
			<div>
				<h3 className="font-semibold text-ink">{PRODUCT.cartItemName}</h3>
				<p className="mt-1 text-sm text-muted">
					<span className="sr-only">Size, width by height: </span>
					<span aria-hidden="true">W x H: </span>
					{dimensions}
				</p>
				<p className="text-sm text-muted">Quantity: {item.quantity}</p>
			</div>
			<div className="flex flex-col items-end gap-1">
				<p className="font-semibold text-ink">{formatCents(lineTotalCents(item))}</p>
				{item.quantity > 1 ? (
					<p className="text-sm text-muted">{formatCents(item.price)} each</p>
				) : null}
				<button
					type="button"
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
