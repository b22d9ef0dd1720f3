import { TEST_MODE_TEXT } from '#app/content/words/test-mode.ts'

/** A small, always visible notice that the shop takes no money (the built-in test provider). */
export function TestModeBanner({ detail }: { detail?: string }) {
	return (
		<p
			role="note"
			className="mb-6 rounded-md border-2 border-amber-500 bg-amber-50 px-4 py-2 text-sm text-amber-950"
		>
			<strong className="font-bold">{TEST_MODE_TEXT.banner}</strong>
			{detail ? <span>{`. ${detail}`}</span> : null}
		</p>
	)
}
