import { useEffect, useRef, useState } from 'react'
import { useShopIdentity } from '#app/components/layout/shop-identity.tsx'
import type { ChatEnvironment, ChatMessage } from '#app/domain/chat/chat-bot.ts'
import {
	botReply,
	greetingMessage,
	isSendable,
	replyDelayMs,
	userMessage,
} from '#app/domain/chat/chat-bot.ts'

let messageCount = 0

// crypto.randomUUID exists only in secure contexts, so ids come from the time and a counter.
const browserEnvironment: Omit<ChatEnvironment, 'shop'> = {
	now: () => new Date(),
	makeId: () => `${Date.now().toString(36)}-${(messageCount++).toString(36)}`,
	random: Math.random,
}

/** The conversation: starts with the greeting; the bot answers each message after a delay. */
export function useChat() {
	const env: ChatEnvironment = { ...browserEnvironment, shop: useShopIdentity() }
	const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage(env)])
	const [pending, setPending] = useState(false)
	const replyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

	useEffect(() => () => clearTimeout(replyTimer.current), [])

	/** Sends the text unless it is blank or a reply is pending; says whether it was sent. */
	function send(text: string): boolean {
		if (pending || !isSendable(text)) return false
		const message = userMessage(text, env)
		setMessages((list) => [...list, message])
		setPending(true)
		replyTimer.current = setTimeout(() => {
			replyTimer.current = undefined
			setMessages((list) => [...list, botReply(message.content, env)])
			setPending(false)
		}, replyDelayMs(message.content))
		return true
	}

	/** Back to the greeting alone; a reply still being 'typed' is dropped. */
	function clear() {
		clearTimeout(replyTimer.current)
		replyTimer.current = undefined
		setMessages([greetingMessage(env)])
		setPending(false)
	}

	return { messages, pending, send, clear }
}
