import { PolicyPage, policyMeta } from '#app/components/marketing/policy-page.tsx'
import { termsOfService } from '#app/content/words/policies/terms.ts'
import type { Route } from './+types/terms-of-service'

export const meta: Route.MetaFunction = ({ matches }) => policyMeta(matches, termsOfService)

export default function TermsOfService() {
	return <PolicyPage policyOf={termsOfService} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
