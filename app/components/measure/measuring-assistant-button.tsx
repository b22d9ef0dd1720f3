import { useRef, useState } from 'react'
import { MEASURING_ASSISTANT_BUTTON as WORDS } from '#app/content/words/measuring-assistant-button.ts'
import type { ScreenSize } from '#app/domain/order/screen-size.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { MeasuringAssistantPanel } from './measuring-assistant-panel.tsx'

type PanelModule = { MeasuringAssistantPanel: typeof MeasuringAssistantPanel }

let panelModule: Promise<PanelModule> | undefined

// The panel, its rules and its words load on the first click, so /order's first load carries
// only this button. A failed load is forgotten, so the next click fetches it again.
function loadPanel(): Promise<PanelModule> {
	panelModule ??= import('./measuring-assistant-panel.tsx').catch((error: unknown) => {
		panelModule = undefined
		throw error
	})
	return panelModule
}

/** 'Help me measure' on /order: opens the measuring assistant; its size sets the sliders. */
export function MeasuringAssistantButton({ onUse }: { onUse: (size: ScreenSize) => void }) {
	const [open, setOpen] = useState(0)
	const [Panel, setPanel] = useState<typeof MeasuringAssistantPanel | null>(null)
	const [loadFailed, setLoadFailed] = useState(false)
	const buttonRef = useRef<HTMLButtonElement>(null)
	// Without JavaScript the button could do nothing, so it stays disabled until hydration.
	const hydrated = useHydrated()

	function openPanel() {
		setOpen((openings) => openings + 1)
		setLoadFailed(false)
		if (Panel) return
		loadPanel().then(
			(module) => setPanel(() => module.MeasuringAssistantPanel),
			() => {
				setOpen(0)
				setLoadFailed(true)
			},
		)
	}

	function closed() {
		setOpen(0)
		buttonRef.current?.focus()
	}

	return (
		<>
			{/* Raw: /order's outlined button; the kit's OutlineButton would add a chunk to /order's first load, which is at its budget. */}
			<button
				ref={buttonRef}
				type="button"
				aria-haspopup="dialog"
				aria-busy={open > 0 && !Panel}
				disabled={!hydrated}
				onClick={openPanel}
				className="mt-3 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
			>
				{WORDS.label}
			</button>
			{loadFailed ? (
				<p role="alert" className="mt-2 text-sm text-red-700">
					{WORDS.loadFailed}
				</p>
			) : null}
			{Panel ? <Panel open={open} onClose={closed} onUse={onUse} /> : null}
		</>
	)
}
