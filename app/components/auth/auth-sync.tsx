import { useEffect, useEffectEvent, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { SESSION_ENDED_EVENT } from './session-events.ts'

const CHANNEL = 'shop-auth'

/**
 * Keeps the browser's tabs in step: each tab announces who is signed in whenever that changes
 * (and when it opens); a tab that hears a different answer reloads its data, so signing in or
 * out in one tab shows in the others without a page reload. A request that finds the session
 * gone (signed out on another device) reloads this tab's data too, so the page turns to a guest's.
 */
export function AuthSync({ userId }: { userId: string | null }) {
	const revalidator = useRevalidator()
	const channel = useRef<BroadcastChannel | null>(null)
	const onAnnouncement = useEffectEvent((announced: unknown) => {
		if (announced !== userId) void revalidator.revalidate()
	})

	useEffect(() => {
		if (typeof BroadcastChannel === 'undefined') return
		const opened = new BroadcastChannel(CHANNEL)
		opened.onmessage = (event: MessageEvent<{ userId?: unknown }>) =>
			onAnnouncement(event.data?.userId ?? null)
		channel.current = opened
		return () => {
			opened.close()
			channel.current = null
		}
	}, [])

	useEffect(() => {
		channel.current?.postMessage({ userId })
	}, [userId])

	const onSessionEnded = useEffectEvent(() => {
		if (userId) void revalidator.revalidate()
	})
	useEffect(() => {
		const listener = () => onSessionEnded()
		window.addEventListener(SESSION_ENDED_EVENT, listener)
		return () => window.removeEventListener(SESSION_ENDED_EVENT, listener)
	}, [])

	return null
}
