import { useCartSummary } from '#app/components/cart/cart-context.tsx'
import { LineIcon } from '#app/components/ui/icons.tsx'
import { SiteLink } from './site-link.tsx'

export function CartLink() {
	const { status, count } = useCartSummary()
	const label =
		status === 'loading' ? 'Cart, loading' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
	return (
		<SiteLink
			to="/checkout"
			aria-label={label}
			className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
		>
			<LineIcon width="24" height="24">
				<circle cx="9" cy="20" r="1.5" />
				<circle cx="18" cy="20" r="1.5" />
				<path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
			</LineIcon>
			{status === 'loading' ? (
				<span
					data-testid="cart-badge"
					className="absolute -top-1 -right-1 rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
				>
					...
				</span>
			) : count > 0 ? (
				<span
					data-testid="cart-badge"
					className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs font-bold text-white"
				>
					{count}
				</span>
			) : null}
		</SiteLink>
	)
}
