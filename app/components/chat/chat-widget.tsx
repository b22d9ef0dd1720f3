import { useEffect, useId, useRef, useState } from 'react'
import type { ChatPanel, ChatPanelProps } from '#app/components/chat/chat-panel.tsx'
import { LineIcon } from '#app/components/ui/icons.tsx'

type ChatPanelModule = { ChatPanel: typeof ChatPanel }

let panelModule: Promise<ChatPanelModule> | undefined

// The panel and the bot load on first use (or when the pointer or focus reaches the button),
// so pages do not pay for the chat up front. A failed load is forgotten, so a retry refetches.
function loadChatPanel(): Promise<ChatPanelModule> {
	panelModule ??= import('#app/components/chat/chat-panel.tsx').catch((error: unknown) => {
		panelModule = undefined
		throw error
	})
	return panelModule
}

function prefetchChatPanel() {
	loadChatPanel().catch(() => {})
}

/** The floating chat-support button; opens the chat panel. Server-rendered, panel client-only. */
export function ChatWidget() {
	const [open, setOpen] = useState(false)
	const [Panel, setPanel] = useState<typeof ChatPanel | null>(null)
	const [loadFailed, setLoadFailed] = useState(false)
	const buttonRef = useRef<HTMLButtonElement>(null)
	const focusButtonOnClose = useRef(false)
	const panelId = useId()
	const panelShown = open && Panel !== null

	// The button is hidden while the panel covers it, so it can take focus only after closing.
	useEffect(() => {
		if (open || !focusButtonOnClose.current) return
		focusButtonOnClose.current = false
		buttonRef.current?.focus()
	}, [open])

	function openChat() {
		setOpen(true)
		setLoadFailed(false)
		if (Panel) return
		loadChatPanel().then(
			(module) => setPanel(() => module.ChatPanel),
			() => {
				setOpen(false)
				setLoadFailed(true)
			},
		)
	}

	const closeChat: ChatPanelProps['onClose'] = ({ returnFocus } = { returnFocus: true }) => {
		focusButtonOnClose.current = returnFocus
		setOpen(false)
	}

	return (
		<>
			{/* Raw: the round chat bubble, an icon button with its own look and focus return by ref. */}
			<button
				ref={buttonRef}
				type="button"
				aria-label="Open chat support"
				aria-expanded={open}
				aria-controls={Panel ? panelId : undefined}
				aria-busy={open && !Panel}
				onClick={openChat}
				onPointerEnter={prefetchChatPanel}
				onFocus={prefetchChatPanel}
				className={`fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${panelShown ? 'invisible' : ''}`}
			>
				<LineIcon className="size-7" strokeLinecap="round" strokeLinejoin="round">
					<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
				</LineIcon>
			</button>
			{loadFailed ? (
				<p
					role="alert"
					className="fixed right-4 bottom-20 z-50 max-w-xs rounded-lg bg-gray-900 px-3 py-2 text-sm text-white shadow-lg"
				>
					Chat could not load. Check your connection and try again.
				</p>
			) : null}
			{Panel ? <Panel id={panelId} open={open} onClose={closeChat} /> : null}
		</>
	)
}
