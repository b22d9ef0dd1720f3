// "Save to my windows" on /order, loaded only for a signed-in customer (screen-label-field.tsx).
import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { SCREEN_LABEL_WORDS } from '#app/content/words/screen-labels.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import { toast } from '#app/utils/toast.ts'
import { NoScriptReturn } from '#app/components/ui/no-script-return.tsx'

/** "Save to my windows": the size and label into a signed-in customer's window book. */
export default function SaveWindowButton({
	config,
	label,
}: {
	config: ScreenConfig
	label: string
}) {
	const fetcher = useFetcher<{ windowBook?: { message: string } }>()
	const message = fetcher.data?.windowBook?.message
	useEffect(() => {
		if (message) toast({ title: SCREEN_LABEL_WORDS.saveToWindows, description: message })
	}, [message, fetcher.data])
	// A submit button of the size form: without JavaScript it posts the form's own fields to
	// /account, which saves the window and comes back here with a toast.
	return (
		<>
			<NoScriptReturn to="/order" />
			{/* Raw: /order's outlined button (see measuring-assistant-button.tsx: /order's first load). */}
			<button
				type="submit"
				formMethod="post"
				formAction="/account"
				name="intent"
				value="save-window"
				disabled={fetcher.state !== 'idle'}
				onClick={(event) => {
					event.preventDefault()
					void fetcher.submit(
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
				}}
				className="w-full rounded-lg border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
			>
				{SCREEN_LABEL_WORDS.saveToWindows}
			</button>
		</>
	)
}
