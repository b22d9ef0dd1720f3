import { useShopIdentity } from './shop-identity.tsx'

export function Logo() {
	const shop = useShopIdentity()
	return (
		<span className="flex items-center gap-2 font-bold text-ink">
			<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
				<rect x="3" y="3" width="26" height="26" rx="3" fill="#1e40af" />
				<rect x="7" y="7" width="18" height="18" fill="#dbeafe" />
				<path
					d="M7 12h18M7 17h18M7 22h18M12 7v18M17 7v18M22 7v18"
					stroke="#1e40af"
					strokeWidth="0.8"
					opacity="0.5"
				/>
			</svg>
			<span className="text-lg">{shop.name}</span>
		</span>
	)
}
