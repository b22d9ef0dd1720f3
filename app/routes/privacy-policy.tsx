import { PolicyPage, policyMeta } from '#app/components/marketing/policy-page.tsx'
import { privacyPolicy } from '#app/content/words/policies/privacy.ts'
import type { Route } from './+types/privacy-policy'

export const meta: Route.MetaFunction = ({ matches }) => policyMeta(matches, privacyPolicy)

export default function PrivacyPolicy() {
	return <PolicyPage policyOf={privacyPolicy} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
