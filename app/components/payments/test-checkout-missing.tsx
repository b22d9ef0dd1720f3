import { TEST_MODE_TEXT } from '#app/content/words/test-mode.ts'

/** /test-checkout for a session it does not know: no session given, or none by that id. */
export function TestCheckoutMissing() {
	const { heading, message, back } = TEST_MODE_TEXT.missingSession
	return (
		<section className="mx-auto max-w-xl px-4 py-16 text-center">
			<p className="font-semibold tracking-wide text-amber-800 uppercase">Test mode</p>
			<h1 className="mt-2 text-3xl font-bold">{heading}</h1>
			<p className="mt-3 text-muted">{message}</p>
			<a href="/checkout" className="mt-6 inline-block font-semibold text-brand-700 underline">
				{back}
			</a>
		</section>
	)
}
