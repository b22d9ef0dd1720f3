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

type SheetMetaArgs = {
	data?: { order: { number: string } | null }
	error?: unknown
	matches: readonly MetaMatchLike[]
}

/** The head of a printable sheet of one order (work order, packing slip): its title and number. */
export function printSheetMeta(
	{ data, ...args }: SheetMetaArgs,
	title: string,
	description: string,
) {
	return adminPageMeta(args, data?.order ? `${title} ${data.order.number}` : title, description)
}
