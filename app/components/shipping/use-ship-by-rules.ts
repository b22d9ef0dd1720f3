// The ship-by rules (a business-day calendar with US holidays) load after hydration in a chunk of
// their own: what they compute depends on the browser's clock, which the server render cannot
// know, so no page needs them in its first load.
import { useEffect, useState } from 'react'
import type * as ShipBy from './ship-by-rules.ts'
import { useNow } from '#app/utils/use-now.ts'

type ShipByRules = typeof ShipBy

let loading: Promise<ShipByRules> | null = null
const loadRules = () => (loading ??= import('./ship-by-rules.ts'))

/** The rules and the browser's clock once both are there; null while server-rendered or loading. */
export function useShipByRules(): { now: number; rules: ShipByRules } | null {
	const now = useNow()
	const [rules, setRules] = useState<ShipByRules | null>(null)
	useEffect(() => {
		let mounted = true
		void loadRules().then((loaded) => {
			if (mounted) setRules(() => loaded)
		})
		return () => {
			mounted = false
		}
	}, [])
	return now === null || rules === null ? null : { now, rules }
}
