import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CHAT_LINK_PATHS } from '#app/content/chat-replies.ts'
import type { ChatMessage } from '#app/domain/chat-bot.ts'

const linkPaths = new Set<string>(CHAT_LINK_PATHS)
// A path such as /order at the start, after a space or after '('; '1/16' is not one.
const pathPattern = /(?<=^|[\s(])(\/[a-z][a-z-]*)/

function withLinks(text: string, onNavigate: () => void): ReactNode[] {
	return text.split(pathPattern).map((part, index) =>
		index % 2 === 1 && linkPaths.has(part) ? (
			<Link
				key={index}
				to={part}
				onClick={onNavigate}
				className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
			>
				{part}
			</Link>
		) : (
			part
		),
	)
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

type ChatBubbleProps = { message: ChatMessage; onNavigate: () => void }

export function ChatBubble({ message, onNavigate }: ChatBubbleProps) {
	const { isBot, content, timestamp } = message
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
				<span>{isBot ? withLinks(content, onNavigate) : content}</span>
			</p>
			<time dateTime={timestamp.toISOString()} className="px-1 text-xs text-gray-600">
				{timeFormat.format(timestamp)}
			</time>
		</div>
	)
}
