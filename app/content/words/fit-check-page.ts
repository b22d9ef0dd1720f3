// The words of the /order-action pages the fit check's e-mail opens (the rest of the fit check's
// words are in fit-check.ts).

/** The /order-action pages the e-mail's links open (app/components/order/order-action-page.tsx). */
export const FIT_CHECK_PAGE = {
	title: (number: string) => `Check the sizes of order ${number}`,
	intro:
		'Before we cut your screens we check every size. These look worth a second look, so we are holding your order until you confirm the sizes or correct one:',
	linesHeading: 'Your screens',
	confirm: 'Confirm sizes',
	confirmHint: 'The sizes are right: we make your screens as ordered.',
	correct: 'Correct a size',
	correctHint: 'Change a size, label or quantity; nothing changes until you review and confirm.',
	correctTitle: (number: string) => `Correct a size of order ${number}`,
	correctIntro:
		'Press the button to open your order for changes. Nothing changes until you review and confirm; once you confirm a change, your order goes into production.',
	correctStart: 'Start correcting my order',
	confirmed: (number: string) => `Thank you: the sizes of order ${number} are confirmed`,
	confirmedText: 'Your order goes into production as ordered.',
	notHeld: (number: string) => `Order ${number} is not waiting for you`,
	notHeldText: 'Its sizes were already confirmed or corrected, so it is on its way to production.',
	tooMany: (wait: string) => `Too many requests from your network: please wait ${wait}.`,
} as const
