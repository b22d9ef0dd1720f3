import { PolicyPage, policyMeta } from '#app/components/marketing/policy-page.tsx'
import { refundPolicy } from '#app/content/words/policies/refund.ts'
import type { Route } from './+types/refund-policy'

export const meta: Route.MetaFunction = ({ matches }) => policyMeta(matches, refundPolicy)

export default function RefundPolicy() {
	return <PolicyPage policyOf={refundPolicy} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
