import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { KeptHtml } from './kept-html.tsx'
import { followSiteLink } from './site-link.tsx'

export const SITE_FOOTER_ID = 'site-footer'
export const SITE_FOOTER_CLASS = 'mt-16 bg-gray-900 text-gray-200'

/**
 * The footer in the browser. It never changes after the server renders it (`SiteFooter`: the
 * mission, link lists, the shop's name and address), so the browser keeps the server's HTML
 * (`KeptHtml`). Its links navigate in the page, as the `SiteLink`s they were rendered from do,
 * through one listener on the footer.
 */
export function KeptSiteFooter() {
	const navigate = useNavigate()
	const followLink = (event: MouseEvent<HTMLElement>) => {
		const anchor = (event.target as Element).closest('a')
		if (anchor) followSiteLink(event, anchor, navigate)
	}
	return (
		<KeptHtml as="footer" id={SITE_FOOTER_ID} className={SITE_FOOTER_CLASS} onClick={followLink} />
	)
}
