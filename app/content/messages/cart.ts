import type { ToastMessage } from '#app/utils/toast.ts'

/** The cart's toasts, worded as the spec's error catalogue (section 8). */
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

/** After sign-in, when a guest's lines joined the saved cart (spec 4). */
export function cartTransferredMessage(count: number): ToastMessage {
	return {
		title: 'Cart Transferred',
		description: `${count} item(s) transferred to your account.`,
		variant: 'default',
	}
}
