import { useEffect, useId } from 'react'
import { useFetcher } from 'react-router'
import { useSessionUser } from '#app/components/auth/use-session-user.ts'
import { SCREEN_LABEL_MAX_LENGTH, SCREEN_LABEL_WORDS } from '#app/content/screen-labels.ts'
import type { ScreenConfig } from '#app/domain/measurements.ts'
import { toast } from '#app/utils/toast.ts'

/**
 * /order's optional "Room or window label" (issue 14 item 2). The box holds at most
 * SCREEN_LABEL_MAX_LENGTH characters and turns control characters (a pasted tab) into spaces, so
 * what it holds is always a valid label once trimmed; the server checks it again.
 */
export function ScreenLabelField({
	value,
	onChange,
}: {
	value: string
	onChange: (value: string) => void
}) {
	const hintId = useId()
	return (
		<div>
			<label htmlFor="screen-label" className="font-semibold text-ink">
				{SCREEN_LABEL_WORDS.field}{' '}
				<span className="font-normal text-muted">{SCREEN_LABEL_WORDS.optional}</span>
			</label>
			<input
				id="screen-label"
				name="label"
				type="text"
				autoComplete="off"
				maxLength={SCREEN_LABEL_MAX_LENGTH}
				value={value}
				aria-describedby={hintId}
				onChange={(event) => onChange(event.target.value.replace(/\p{Cc}/gu, ' '))}
				className="mt-1 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink"
			/>
			<p id={hintId} className="mt-1 text-sm text-muted">
				{SCREEN_LABEL_WORDS.hint}
			</p>
		</div>
	)
}

/** "Save to my windows": the size and label into a signed-in customer's window book. */
export function SaveWindowButton({ config, label }: { config: ScreenConfig; label: string }) {
	const user = useSessionUser()
	const fetcher = useFetcher<{ windowBook?: { message: string } }>()
	const message = fetcher.data?.windowBook?.message
	useEffect(() => {
		if (message) toast({ title: SCREEN_LABEL_WORDS.saveToWindows, description: message })
	}, [message, fetcher.data])
	if (!user) return null
	return (
		<button
			type="button"
			disabled={fetcher.state !== 'idle'}
			onClick={() =>
				fetcher.submit(
					{
						intent: 'save-window',
						label,
						width: config.width,
						widthSixteenths: config.widthSixteenths,
						height: config.height,
						heightSixteenths: config.heightSixteenths,
					},
					{ method: 'post', action: '/account' },
				)
			}
			className="w-full rounded-lg border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
		>
			{SCREEN_LABEL_WORDS.saveToWindows}
		</button>
	)
}
