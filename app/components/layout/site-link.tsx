import type { ComponentProps, MouseEvent } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router'

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
	/** One of the shop's own pages, as an absolute path: '/faq'. */
	to: `/${string}`
}

/**
 * A link to one of the shop's pages by its fixed path, for the header and footer that every page
 * renders (about 25 links). It navigates in the page as React Router's <Link> does, but renders
 * at a fraction of its server cost: <Link> resolves its path against the route tree and the
 * location on every render, which made it about a twentieth of a full page's CPU.
 * `data-discover` lets React Router find the route ahead of the click, as it does for <Link>.
 */
export function SiteLink({ to, onClick, ...props }: SiteLinkProps) {
	const navigate = useNavigate()
	const follow = (event: MouseEvent<HTMLAnchorElement>) => {
		onClick?.(event)
		followSiteLink(event, event.currentTarget, navigate)
	}
	return <a href={to} data-discover="true" onClick={follow} {...props} />
}

/**
 * Follows a click on one of the shop's links (`SiteLink`s, or the same `<a>` in HTML the server
 * rendered) in the page, as <Link> does; other clicks are left to the browser.
 */
export function followSiteLink(
	event: MouseEvent<HTMLElement>,
	anchor: HTMLAnchorElement,
	navigate: NavigateFunction,
) {
	const to = anchor.getAttribute('href')
	if (!to?.startsWith('/') || !isPlainClick(event, anchor)) return
	event.preventDefault()
	// Following a link to the page already shown replaces its history entry, as <Link> does.
	const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
	void navigate(to, { replace: here === to })
}

/** A left click without a modifier key, on a link that opens in this tab: the page navigates. */
function isPlainClick(event: MouseEvent<HTMLElement>, anchor: HTMLAnchorElement) {
	const target = anchor.getAttribute('target')
	return (
		!event.defaultPrevented &&
		event.button === 0 &&
		(!target || target === '_self') &&
		!(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
	)
}

/** Whether `to` is the page at `pathname`, as <NavLink end> counts it (letter case ignored). */
export function isCurrentPage(to: string, pathname: string) {
	return to.toLowerCase() === pathname.toLowerCase()
}
