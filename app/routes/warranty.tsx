import { PolicyPage, policyMeta } from '#app/components/marketing/policy-page.tsx'
import { warrantyPolicy } from '#app/content/words/policies/warranty.ts'
import type { Route } from './+types/warranty'

export const meta: Route.MetaFunction = ({ matches }) => policyMeta(matches, warrantyPolicy)

export default function WarrantyPolicy() {
	return <PolicyPage policyOf={warrantyPolicy} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
