import { PolicyPage } from '#app/components/content/policy-page.tsx'
import { TERMS_OF_SERVICE } from '#app/content/policies/terms.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta = () => pageMeta(TERMS_OF_SERVICE.title, TERMS_OF_SERVICE.metaDescription)

export default function TermsOfService() {
	return <PolicyPage policy={TERMS_OF_SERVICE} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
