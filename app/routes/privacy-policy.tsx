import { PolicyPage } from '#app/components/content/policy-page.tsx'
import { PRIVACY_POLICY } from '#app/content/policies/privacy.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta(PRIVACY_POLICY.title, PRIVACY_POLICY.metaDescription)

export default function PrivacyPolicy() {
	return <PolicyPage policy={PRIVACY_POLICY} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
