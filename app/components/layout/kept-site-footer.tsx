import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { followSiteLink } from './site-link.tsx'

export const SITE_FOOTER_ID = 'site-footer'
export const SITE_FOOTER_CLASS = 'mt-16 bg-gray-900 text-gray-200'

// The footer's HTML as the server rendered it, read once from the document.
let serverHtml: string | undefined

/**
 * The footer in the browser. It never changes after the server renders it (`SiteFooter`: the
 * mission, link lists, the shop's name and address), so the browser keeps the server's HTML as it
 * is instead of hydrating it: its components and words stay out of the browser's bundle and the
 * footer costs hydration nothing. React leaves an element's `dangerouslySetInnerHTML` as the
 * server wrote it while hydrating; should the footer mount again later (after the root's error
 * page), it is written from the copy read at the first render. Its links navigate in the page,
 * as the `SiteLink`s they were rendered from do, through one listener on the footer.
 */
export function KeptSiteFooter() {
	const navigate = useNavigate()
	serverHtml ??= document.getElementById(SITE_FOOTER_ID)?.innerHTML
	const followLink = (event: MouseEvent<HTMLElement>) => {
		const anchor = (event.target as Element).closest('a')
		if (anchor) followSiteLink(event, anchor, navigate)
	}
	return (
		<footer
			id={SITE_FOOTER_ID}
			className={SITE_FOOTER_CLASS}
			onClick={followLink}
			dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
			suppressHydrationWarning
		/>
	)
}
