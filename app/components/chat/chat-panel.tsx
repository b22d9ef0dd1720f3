import type { KeyboardEvent } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { ChatBubble } from '#app/components/chat/chat-bubble.tsx'
import { useChat } from '#app/components/chat/use-chat.ts'
import { CHAT_PANEL_TEXT } from '#app/content/words/chat-replies.ts'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import { CloseIcon, LineIcon } from '#app/components/ui/icons.tsx'
import { isSendable } from '#app/domain/chat/chat-bot.ts'

export type ChatPanelProps = {
	id: string
	open: boolean
	/** Closes the panel; focus goes back to the chat button unless a link was followed. */
	onClose: (options?: { returnFocus: boolean }) => void
}

/** Below Tailwind's sm breakpoint the panel covers the page, so a followed link closes it. */
function coversPage() {
	return window.matchMedia('(max-width: 39.999rem)').matches
}

/** The chat-support side panel: a non-modal dialog, loaded on the first open. */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
	const shop = useShopIdentity()
	const { messages, pending, send, clear } = useChat()
	const [draft, setDraft] = useState('')
	const inputRef = useRef<HTMLTextAreaElement>(null)
	const logRef = useRef<HTMLDivElement>(null)
	const titleId = useId()
	const aboutId = useId()
	const inputId = useId()
	const hintId = useId()
	const canSend = isSendable(draft) && !pending

	useEffect(() => {
		if (open) inputRef.current?.focus()
	}, [open])

	useEffect(() => {
		const log = logRef.current
		if (log) log.scrollTop = log.scrollHeight
	}, [messages])

	function submit() {
		if (send(draft)) setDraft('')
	}

	function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
		// Shift+Enter makes a new line; Enter while an IME is composing picks the candidate.
		if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
		event.preventDefault()
		submit()
	}

	function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		if (event.key !== 'Escape') return
		event.stopPropagation()
		onClose()
	}

	function followLink() {
		if (coversPage()) onClose({ returnFocus: false })
	}

	return (
		<div
			id={id}
			role="dialog"
			aria-labelledby={titleId}
			aria-describedby={aboutId}
			hidden={!open}
			onKeyDown={onPanelKeyDown}
			className="fixed inset-y-0 right-0 z-60 flex w-full flex-col border-l border-gray-200 bg-white text-gray-900 shadow-2xl sm:w-96"
		>
			<div className="flex items-center gap-2 border-b border-gray-200 px-4 py-3">
				<h2 id={titleId} className="flex-1 text-lg font-semibold">
					Chat Support
				</h2>
				{/* Raw: the chat's small grey header action; the chat is a lazy panel of its own. */}
				<button
					type="button"
					onClick={clear}
					className="rounded-md border border-gray-300 px-3 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
				>
					Clear
				</button>
				{/* Raw: an icon (x) that closes the panel. */}
				<button
					type="button"
					aria-label="Close chat"
					onClick={() => onClose()}
					className="rounded-md p-1.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
				>
					<CloseIcon className="size-5" strokeLinecap="round" />
				</button>
			</div>

			<p
				id={aboutId}
				className="border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs text-gray-700"
			>
				{CHAT_PANEL_TEXT.automated}{' '}
				<a href={shop.phone.href} className="font-medium text-blue-800 underline">
					{shop.phone.display}
				</a>{' '}
				{CHAT_PANEL_TEXT.or}{' '}
				<a href={`mailto:${shop.supportEmail}`} className="font-medium text-blue-800 underline">
					{shop.supportEmail}
				</a>
				.
			</p>

			<div
				ref={logRef}
				role="log"
				aria-live="polite"
				aria-label="Chat messages"
				// Focusable so keyboard users can scroll back through a long conversation.
				tabIndex={0}
				className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
			>
				{messages.map((message) => (
					<ChatBubble key={message.id} message={message} onNavigate={followLink} />
				))}
			</div>

			<div role="status" className="px-4">
				{pending ? (
					<div className="mb-2 flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-gray-100 px-3 py-3">
						<span className="sr-only">Support is typing…</span>
						{[0, 150, 300].map((delay) => (
							<span
								key={delay}
								aria-hidden="true"
								style={{ animationDelay: `${delay}ms` }}
								className="size-2 animate-bounce rounded-full bg-gray-500 motion-reduce:animate-none"
							/>
						))}
					</div>
				) : null}
			</div>

			<form
				onSubmit={(event) => {
					event.preventDefault()
					submit()
				}}
				className="border-t border-gray-200 px-4 pt-3 pb-4"
			>
				<div className="flex items-end gap-2">
					<label htmlFor={inputId} className="sr-only">
						Message to chat support
					</label>
					<textarea
						ref={inputRef}
						id={inputId}
						rows={1}
						value={draft}
						onChange={(event) => setDraft(event.target.value)}
						onKeyDown={onInputKeyDown}
						placeholder="Type your message..."
						aria-describedby={hintId}
						className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-gray-500 px-3 py-2 text-sm text-gray-900 placeholder:text-gray-600 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700"
					/>
					{/* Raw: the send arrow, an icon button inside the message box. */}
					<button
						type="submit"
						aria-label="Send message"
						disabled={!canSend}
						className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-500"
					>
						<LineIcon className="size-5" strokeLinecap="round" strokeLinejoin="round">
							<path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
						</LineIcon>
					</button>
				</div>
				<p id={hintId} className="mt-2 text-xs text-gray-600">
					Ask me about pricing, sizes, ordering, or installation!
				</p>
			</form>
		</div>
	)
}
