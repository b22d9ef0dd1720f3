import { Sizes } from '#app/components/ui/sizes.tsx'
import type { Receipt } from '#app/domain/order/order-display.ts'

/** A paid order's receipt: items with sizes and quantities, money, shipping and where it goes. */
export function OrderReceipt({ receipt }: { receipt: Receipt }) {
	const row = 'flex justify-between gap-4'
	return (
		<section
			aria-labelledby="receipt-heading"
			className="mt-8 rounded-lg border border-gray-200 p-5"
		>
			<h2 id="receipt-heading" className="text-xl font-semibold">
				Your receipt
			</h2>
			<ul className="mt-3 divide-y divide-gray-200">
				{receipt.items.map((item, index) => (
					<li key={index} className={`${row} py-3`}>
						<span>
							<span className="block font-medium">{item.description}</span>
							<span className="block text-sm text-muted">
								<Sizes>{item.size}</Sizes>, quantity {item.quantity}
							</span>
							{item.label ? <span className="block text-sm">{item.label}</span> : null}
						</span>
						<span className="font-medium">{item.lineTotal}</span>
					</li>
				))}
			</ul>
			<dl className="mt-2 space-y-1 border-t border-gray-300 pt-3">
				<div className={row}>
					<dt>Subtotal</dt>
					<dd>{receipt.subtotal}</dd>
				</div>
				{receipt.discount ? (
					<div className={row}>
						<dt>{receipt.discount.label}</dt>
						<dd>{receipt.discount.amount}</dd>
					</div>
				) : null}
				<div className={row}>
					<dt>{receipt.taxLabel}</dt>
					<dd>{receipt.tax}</dd>
				</div>
				{receipt.shipping ? (
					<div className={row}>
						<dt>Shipping: {receipt.shipping.label}</dt>
						<dd>{receipt.shipping.amount}</dd>
					</div>
				) : null}
				<div className={`${row} border-t border-gray-300 pt-2 text-lg font-bold`}>
					<dt>Total paid</dt>
					<dd>{receipt.total}</dd>
				</div>
				{receipt.refunds.map((line, index) => (
					<p key={index} className="text-right font-medium" data-testid="receipt-refund">
						{line}
					</p>
				))}
			</dl>
			{receipt.shipTo.length ? (
				<>
					<h3 className="mt-4 font-semibold">Ship to</h3>
					<address className="not-italic text-muted">
						{receipt.shipTo.map((line, index) => (
							<span key={index} className="block">
								{line}
							</span>
						))}
					</address>
				</>
			) : null}
		</section>
	)
}
