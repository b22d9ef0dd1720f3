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

/** After sign-in, when a guest's lines joined the saved cart. */
export function cartTransferredMessage(count: number): ToastMessage {
	return {
		title: 'Cart Transferred',
		description: `${count} item(s) transferred to your account.`,
		variant: 'default',
	}
}
