import { lazy, Suspense, useId } from 'react'
import { useSessionUser } from '#app/components/auth/use-session-user.ts'
import { SCREEN_LABEL_MAX_LENGTH, SCREEN_LABEL_WORDS } from '#app/content/words/screen-labels.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import { plainScreenLabelText } from '#app/domain/order/screen-label.ts'

/**
 * /order's optional "Room or window label". The box holds at most
 * SCREEN_LABEL_MAX_LENGTH characters and turns what a label may not hold (a pasted tab, a
 * text-direction character) into spaces, so what it holds is always a valid label once trimmed;
 * the server checks it again.
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
				onChange={(event) => onChange(plainScreenLabelText(event.target.value))}
				className="input-look"
			/>
			<p id={hintId} className="mt-1 text-sm text-muted">
				{SCREEN_LABEL_WORDS.hint}
			</p>
		</div>
	)
}

// Only signed-in customers have a window book, so guests never load the button's code.
const SaveWindowButton = lazy(() => import('#app/components/account/save-window-button.tsx'))

/** "Save to my windows", for a signed-in customer only. */
export function SaveToWindows(props: { config: ScreenConfig; label: string }) {
	const user = useSessionUser()
	if (!user) return null
	return (
		<Suspense fallback={null}>
			<SaveWindowButton {...props} />
		</Suspense>
	)
}
