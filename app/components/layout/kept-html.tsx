import type { HTMLAttributes } from 'react'

// Each kept element's HTML as the server rendered it, read once from the document.
const serverHtml: Record<string, string> = {}

type KeptHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> & {
	id: string
	as?: 'div' | 'footer' | 'section'
}

/**
 * In the browser, an element whose content the server rendered and the browser keeps as it is
 * instead of hydrating it: the components that drew it stay out of the browser's bundle and it
 * costs hydration nothing. React leaves an element's `dangerouslySetInnerHTML` as the server
 * wrote it while hydrating; should the element mount again later (after an error page, or as a
 * Suspense fallback that replaced the server's HTML), it is written from the copy read at its
 * first render. The server renders the real content in its place, with the same tag, id and
 * attributes (`import.meta.env.SSR ? <Content /> : <KeptHtml />`); a KeptHtml the server
 * renders anyway (a Suspense fallback it draws while the content loads) is empty.
 */
export function KeptHtml({ id, as: Tag = 'div', ...attributes }: KeptHtmlProps) {
	if (!import.meta.env.SSR) serverHtml[id] ??= document.getElementById(id)?.innerHTML ?? ''
	return (
		<Tag
			id={id}
			{...attributes}
			dangerouslySetInnerHTML={{ __html: serverHtml[id] ?? '' }}
			suppressHydrationWarning
		/>
	)
}
