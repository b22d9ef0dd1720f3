import { PolicyPage } from '#app/components/content/policy-page.tsx'
import { WARRANTY_POLICY } from '#app/content/policies/warranty.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta(WARRANTY_POLICY.title, WARRANTY_POLICY.metaDescription)

export default function WarrantyPolicy() {
	return <PolicyPage policy={WARRANTY_POLICY} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
