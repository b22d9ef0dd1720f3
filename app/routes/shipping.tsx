import { PolicyPage, policyMeta } from '#app/components/marketing/policy-page.tsx'
import { shippingPolicy } from '#app/content/words/policies/shipping.ts'
import type { Route } from './+types/shipping'

export const meta: Route.MetaFunction = ({ matches }) => policyMeta(matches, shippingPolicy)

export default function Shipping() {
	return <PolicyPage policyOf={shippingPolicy} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
