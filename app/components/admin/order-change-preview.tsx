// The preview of a back-office order change (order-change-form.tsx): the order's lines and totals
// after it, the total before, what was paid, and the money that moves.
import { adminCardClass } from './admin-page.tsx'

export type ChangePreviewView = {
	lines: { size: string; label: string; quantity: number; each: string; lineTotal: string }[]
	summary: string[]
	subtotal: string
	discount: string | null
	tax: string
	shipping: string
	total: string
	oldTotal: string
	paid: string
	/** e.g. 'The customer is refunded $12.00 at once.' */
	money: string
}

export function ChangePreview({ preview }: { preview: ChangePreviewView }) {
	return (
		<section aria-labelledby="change-preview-title" className={adminCardClass} aria-live="polite">
			<h2 id="change-preview-title" className="text-lg font-bold text-ink">
				The order after this change
			</h2>
			<ul className="mt-2 list-disc pl-6">
				{preview.summary.map((part) => (
					<li key={part}>{part}</li>
				))}
			</ul>
			<table className="mt-4 w-full text-left">
				<caption className="sr-only">Lines after the change</caption>
				<thead>
					<tr>
						<th scope="col">Size</th>
						<th scope="col">Label</th>
						<th scope="col">Qty</th>
						<th scope="col">Each</th>
						<th scope="col">Price</th>
					</tr>
				</thead>
				<tbody>
					{preview.lines.map((line, index) => (
						<tr key={index}>
							<td>{line.size}</td>
							<td>{line.label}</td>
							<td>{line.quantity}</td>
							<td>{line.each}</td>
							<td>{line.lineTotal}</td>
						</tr>
					))}
				</tbody>
			</table>
			<dl className="mt-4 grid max-w-md grid-cols-2 gap-1">
				<dt>Subtotal</dt>
				<dd>{preview.subtotal}</dd>
				{preview.discount ? (
					<>
						<dt>Discount</dt>
						<dd>{preview.discount}</dd>
					</>
				) : null}
				<dt>Tax</dt>
				<dd>{preview.tax}</dd>
				<dt>Shipping</dt>
				<dd>{preview.shipping}</dd>
				<dt className="font-bold">New total</dt>
				<dd className="font-bold">{preview.total}</dd>
				<dt>Total before</dt>
				<dd>{preview.oldTotal}</dd>
				<dt>Paid (net of refunds)</dt>
				<dd>{preview.paid}</dd>
			</dl>
			<p className="mt-4 font-semibold">{preview.money}</p>
		</section>
	)
}
