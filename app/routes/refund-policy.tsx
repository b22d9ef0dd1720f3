import { PolicyPage } from '#app/components/content/policy-page.tsx'
import { REFUND_POLICY } from '#app/content/policies/refund.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta(REFUND_POLICY.title, REFUND_POLICY.metaDescription)

export default function RefundPolicy() {
	return <PolicyPage policy={REFUND_POLICY} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
