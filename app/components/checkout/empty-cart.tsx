import { Link } from 'react-router'

export function EmptyCart({
	headingId,
	showSignInHint,
}: {
	headingId: string
	showSignInHint: boolean
}) {
	return (
		<div className="rounded-2xl border border-gray-200 px-6 py-12 text-center">
			<h2 id={headingId} tabIndex={-1} className="text-2xl font-bold text-ink">
				Your cart is empty
			</h2>
			<p className="mt-2 text-muted">Measure your window and add a custom screen to get started.</p>
			<Link
				to="/order"
				className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
			>
				Continue Shopping
			</Link>
			{showSignInHint ? (
				<p className="mt-6 text-sm text-muted">
					<Link to="/auth" className="font-medium text-brand-700 underline">
						Sign in
					</Link>{' '}
					to save your cart and see it on all your devices.
				</p>
			) : null}
		</div>
	)
}
