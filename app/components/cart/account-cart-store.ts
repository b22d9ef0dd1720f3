import { LIMITS } from '#app/content/facts/shop-facts.ts'
import type { CartAnswer, CartProblem, CartRequest } from '#app/domain/cart/cart-request.ts'
import { CART_STORAGE_KEY, guestCartStorage, type CartStorage } from './browser-cart-store.ts'
import { CartSyncError, type CartStore } from './cart-store.ts'
import { parseStoredCart } from './stored-cart.ts'
import { announceSessionEnded } from '#app/components/auth/session-events.ts'

// A signed-in customer's cart, saved on the server through /api/cart one line at a time. The
// first load moves a guest cart kept in this browser into the account (after the saved lines),
// so signing in keeps what the guest picked. Other tabs hear of each change on a broadcast
// channel; other devices' changes show when the page gets focus or becomes visible again.

export { CartSyncError }

export const CART_API_PATH = '/api/cart'
export const CART_SYNC_CHANNEL = 'shop-cart'

// focus and visibilitychange usually fire together; one refresh is enough.
const REFRESH_GAP_MS = 1000

type Listeners = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export type AccountCartOptions = {
	userId: string
	/** Called when a guest cart joined the account: the lines moved, and those kept in the
	 * browser because the account's cart had no room for them. */
	onTransferred?: (count: number, kept: number) => void
	/** The guest cart's storage (default: this browser's). */
	guestStorage?: () => CartStorage
	fetch?: typeof fetch
	/** Where focus and visibility changes are heard (default: the window and document). */
	focusEvents?: Listeners
	visibility?: Listeners & { readonly visibilityState: DocumentVisibilityState }
}

export function createAccountCartStore(options: AccountCartOptions): CartStore {
	const { userId, onTransferred } = options
	const fetchCart = options.fetch ?? ((input, init) => fetch(input, init))
	// One channel per subscriber; a message posted on one reaches the other tabs' channels.
	const channels = new Set<BroadcastChannel>()
	const announce = () => channels.values().next().value?.postMessage({ userId })

	// One request at a time, in the order the page made the changes, so the saved order of the
	// lines is the order they were added in this tab.
	let queue: Promise<unknown> = Promise.resolve()
	function inTurn<T>(work: () => Promise<T>): Promise<T> {
		const run = queue.then(work, work)
		queue = run.catch(() => {})
		return run
	}

	async function call(body?: CartRequest): Promise<CartAnswer> {
		const init: RequestInit = body
			? {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
					body: JSON.stringify(body),
				}
			: { headers: { Accept: 'application/json' } }
		const response = await fetchCart(CART_API_PATH, {
			...init,
			credentials: 'same-origin',
			cache: 'no-store',
		})
		if (!response.ok) {
			if (response.status === 401) announceSessionEnded()
			const problem = (await response.json().catch(() => null)) as CartProblem | null
			throw new CartSyncError(
				problem?.message ?? `Cart request failed (${response.status})`,
				response.status,
			)
		}
		return (await response.json()) as CartAnswer
	}

	const change = (body: CartRequest) =>
		inTurn(async () => {
			await call(body)
			announce()
		})

	// The account's cart may have no room for every guest line (LIMITS.cartLines): the lines that
	// did not move stay in this browser's guest cart, are named once, and move on a later load
	// when there is room. None is ever dropped.
	let toldKept = false
	async function load() {
		const storage = (options.guestStorage ?? guestCartStorage)()
		const raw = storage.getItem(CART_STORAGE_KEY)
		const guest = parseStoredCart(raw)
		if (guest.length === 0) return (await call()).items

		const answer = await call({ intent: 'merge', items: guest.slice(0, LIMITS.cartLines) })
		const saved = new Set(answer.items.map((item) => item.id))
		const kept = guest.filter((item) => !saved.has(item.id))
		// Left alone if a guest tab changed it meanwhile: the next load moves the rest (the server
		// skips lines it already has).
		if (storage.getItem(CART_STORAGE_KEY) === raw) {
			if (kept.length) storage.setItem(CART_STORAGE_KEY, JSON.stringify(kept))
			else storage.removeItem(CART_STORAGE_KEY)
		}
		const transferred = answer.transferred ?? 0
		if (transferred || (kept.length && !toldKept)) {
			toldKept ||= kept.length > 0
			onTransferred?.(transferred, kept.length)
		}
		if (transferred) announce()
		return answer.items
	}

	return {
		kind: 'account',
		load: () => inTurn(load),
		add: (item) => change({ intent: 'add', item }),
		remove: (id) => change({ intent: 'remove', id }),
		setQuantity: (id, quantity) => change({ intent: 'set-quantity', id, quantity }),
		clear: () => change({ intent: 'clear' }),
		subscribe: (onChange) => {
			const focusEvents = options.focusEvents ?? globalThis.window
			const visibility = options.visibility ?? globalThis.document
			let lastRefresh = 0
			const refresh = () => {
				const now = Date.now()
				if (now - lastRefresh < REFRESH_GAP_MS) return
				lastRefresh = now
				onChange()
			}
			const onVisible = () => {
				if (visibility?.visibilityState === 'visible') refresh()
			}
			const opened =
				typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_SYNC_CHANNEL)
			if (opened) {
				opened.onmessage = (event: MessageEvent<{ userId?: unknown }>) => {
					if (event.data?.userId === userId) onChange()
				}
				channels.add(opened)
			}
			focusEvents?.addEventListener('focus', refresh)
			visibility?.addEventListener('visibilitychange', onVisible)
			return () => {
				focusEvents?.removeEventListener('focus', refresh)
				visibility?.removeEventListener('visibilitychange', onVisible)
				if (opened) {
					channels.delete(opened)
					opened.close()
				}
			}
		},
	}
}
