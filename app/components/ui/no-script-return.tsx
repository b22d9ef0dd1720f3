import type { FormEvent } from 'react'

/**
 * A hidden `returnTo` field that only a page without JavaScript submits: the browser parses a
 * <noscript>'s content as elements only when scripts are off. The action then answers the plain
 * form post with a redirect to `to` and a toast, while the same form enhanced by the page's code
 * (fetcher or client-side handler) keeps its in-place answer.
 */
export function NoScriptReturn({ to }: { to: string }) {
	return (
		<noscript>
			<input type="hidden" name="returnTo" value={to} />
		</noscript>
	)
}

/**
 * The submit handler of a form that is also a plain post (answered by the server, e.g. with a
 * redirect and a toast): with the page's code running, `work` does it in place instead and the
 * post is not sent.
 */
export function enhanced(work: () => void) {
	return (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		work()
	}
}
