// The words of the window book on /account and /order, and of "Order again".
export const WINDOW_BOOK_WORDS = {
	title: 'My windows',
	intro:
		'Every opening you have bought, and any you saved from the order page. Rename them, remove them, or put them in your cart again.',
	empty: 'No windows yet. Openings you buy, or save from the order page, appear here.',
	noLabel: 'No label',
	select: (name: string) => `Select ${name}`,
	renameLabel: (name: string) => `New label for ${name}`,
	rename: 'Rename',
	delete: 'Delete',
	addToCart: 'Add to cart',
	addSelected: 'Add selected to cart',
	saveFromOrder: 'Save to my windows',
	saved: 'Saved to My windows.',
	alreadySaved: 'That window is already in My windows.',
	renamed: 'Window renamed.',
	deleted: 'Window deleted.',
	notFound: 'That window is no longer in My windows.',
	duplicate: 'You already have a window with that label and size.',
	noneSelected: 'Select at least one window to add.',
	tooMany: 'Too many requests. Please wait a minute and try again.',
	invalid: 'That window could not be saved. Check the size and label and try again.',
	added: (count: number) => `${count} ${count === 1 ? 'screen' : 'screens'} added to your cart.`,
	cartFull: 'Your cart is full, so not everything was added.',
	cartLoading: 'Your cart is still loading. Please try again in a moment.',
} as const

export const ORDER_AGAIN_WORDS = {
	button: 'Order again',
	buttonLabel: (number: string) => `Order again: order ${number}`,
	added: (count: number) =>
		`${count} ${count === 1 ? 'line' : 'lines'} from that order added to your cart at today's prices.`,
	notFound: 'That order is not in your order history.',
	priceChanged: (count: number) =>
		`${count === 1 ? 'One price has' : `${count} prices have`} changed since that order; your cart shows today's price.`,
} as const
