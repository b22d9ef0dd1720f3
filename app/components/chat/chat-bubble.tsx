import { Link } from 'react-router'
import { CHAT_LINK_PATHS } from '#app/content/words/chat-replies.ts'
import type { ChatMessage } from '#app/domain/chat/chat-bot.ts'

// A message is text, shown as text (never parsed as HTML); a bot reply may carry one link to a
// page from the fixed list, shown under the text as a client-side link.
const linkPaths = new Set<string>(CHAT_LINK_PATHS)

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

type ChatBubbleProps = { message: ChatMessage; onNavigate: () => void }

export function ChatBubble({ message, onNavigate }: ChatBubbleProps) {
	const { isBot, content, timestamp, link } = message
	return (
		<div
			data-author={isBot ? 'bot' : 'user'}
			className={`flex max-w-[85%] flex-col gap-1 ${isBot ? 'self-start' : 'items-end self-end'}`}
		>
			<p
				className={`rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${
					isBot ? 'rounded-bl-sm bg-gray-100 text-gray-900' : 'rounded-br-sm bg-blue-700 text-white'
				}`}
			>
				<span className="sr-only">{isBot ? 'Support said: ' : 'You said: '}</span>
				<span>{content}</span>
				{isBot && link && linkPaths.has(link.href) ? (
					<>
						{'\n'}
						<Link
							to={link.href}
							onClick={onNavigate}
							className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
						>
							{link.label}
						</Link>
					</>
				) : null}
			</p>
			<time dateTime={timestamp.toISOString()} className="px-1 text-xs text-gray-600">
				{timeFormat.format(timestamp)}
			</time>
		</div>
	)
}
