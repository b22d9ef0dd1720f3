import {
	CART_FULL_TITLE,
	cartFullMessage,
	linesKeptMessage,
} from '#app/content/words/cart-limit.ts'
import type { ToastMessage } from '#app/utils/toast.ts'

/** The cart's toasts, word for word as the shop owner's error catalogue has them. */
export const CART_MESSAGES = {
	saveFailed: {
		title: 'Error Saving Cart',
		description: 'Failed to save your cart items.',
		variant: 'destructive',
	},
	loadFailed: {
		title: 'Error Loading Cart',
		description: 'Failed to load your cart items.',
		variant: 'destructive',
	},
	itemRemoved: { title: 'Item Removed', variant: 'default' },
	emptyCart: {
		title: 'Empty Cart',
		description: 'Please add items to your cart before checking out.',
		variant: 'destructive',
	},
} as const satisfies Record<string, ToastMessage>

/** After sign-in, when a guest's lines joined the saved cart; `kept` lines did not fit
 * and stay in this browser. */
export function cartTransferredMessage(count: number, kept = 0): ToastMessage {
	const moved = `${count} item(s) transferred to your account.`
	return {
		title: count > 0 ? 'Cart Transferred' : CART_FULL_TITLE,
		description: kept > 0 ? `${moved} ${linesKeptMessage(kept)}` : moved,
		variant: 'default',
	}
}

/** Adding to a cart that has LIMITS.cartLines lines already (guest or customer alike). */
export const CART_FULL_MESSAGE: ToastMessage = {
	title: CART_FULL_TITLE,
	description: cartFullMessage(),
	variant: 'destructive',
}
