// The head of every back-office page: its title and noindex, or, when the route threw (the 404
// all but admins get), the title of the error page like any missing page.
import { errorPageMeta } from '#app/components/layout/route-error-boundary.tsx'
import { pageMeta, type MetaMatchLike } from '#app/utils/meta.ts'

export function adminPageMeta(
	{ error, matches }: { error?: unknown; matches: readonly MetaMatchLike[] },
	title: string,
	description: string,
) {
	return error
		? errorPageMeta(error, matches)
		: [...pageMeta(matches, title, description), { name: 'robots', content: 'noindex' }]
}
