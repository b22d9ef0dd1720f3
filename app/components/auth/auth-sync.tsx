import { useEffect, useEffectEvent, useRef } from 'react'
import { useRevalidator } from 'react-router'

const CHANNEL = 'shop-auth'

/**
 * Keeps the browser's tabs in step: each tab announces who is signed in whenever that changes
 * (and when it opens); a tab that hears a different answer reloads its data, so signing in or
 * out in one tab shows in the others without a page reload.
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

	return null
}
