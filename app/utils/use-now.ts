import { startTransition, useEffect, useState } from 'react'

/**
 * The browser's clock, read after hydration and again every `everyMs`; null while the page is
 * server-rendered or hydrating, so what depends on "now" renders the same on both sides and a
 * page left open past a cut-off updates.
 */
export function useNow(everyMs = 60_000): number | null {
	const [now, setNow] = useState<number | null>(null)
	useEffect(() => {
		const read = () => startTransition(() => setNow(Date.now()))
		const first = setTimeout(read, 0)
		const timer = setInterval(read, everyMs)
		return () => {
			clearTimeout(first)
			clearInterval(timer)
		}
	}, [everyMs])
	return now
}
