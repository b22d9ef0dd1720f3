import { Link } from 'react-router'
import { buttonClass } from '#app/components/ui/button.tsx'

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
			<Link to="/order" className={buttonClass('mt-6 inline-block', { link: true })}>
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
