import { PolicyPage } from '#app/components/content/policy-page.tsx'
import { SHIPPING_POLICY } from '#app/content/policies/shipping.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta(SHIPPING_POLICY.title, SHIPPING_POLICY.metaDescription)

export default function Shipping() {
	return <PolicyPage policy={SHIPPING_POLICY} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
