import type { ReactNode } from 'react'

/** The top of a content page: a short label, the page's one h1 and a lead paragraph. */
export function PageIntro({
	eyebrow,
	title,
	children,
}: {
	eyebrow?: string
	title: string
	children?: ReactNode
}) {
	return (
		<header className="bg-brand-50">
			<div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
				{eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
				<h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
				{children ? <div className="mt-4 max-w-3xl text-lg text-muted">{children}</div> : null}
			</div>
		</header>
	)
}
