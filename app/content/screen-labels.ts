// The words of the room or window label a screen can carry (issue 14 item 2) and the limit on
// it. Shared by /order, the cart, checkout, receipts, e-mails and the back office.
export const SCREEN_LABEL_MAX_LENGTH = 40

export const SCREEN_LABEL_WORDS = {
	field: 'Room or window label',
	optional: '(optional)',
	hint: `Up to ${SCREEN_LABEL_MAX_LENGTH} characters, e.g. "Kitchen left".`,
	/** Written before the label wherever a line shows it, e.g. "Label: Kitchen left". */
	prefix: 'Label',
	invalidTitle: 'Invalid Label',
	tooLong: `Label must be at most ${SCREEN_LABEL_MAX_LENGTH} characters`,
	controlCharacters: 'Label must not contain control characters',
	notText: 'Label must be text',
	/** /order's button for a signed-in customer (the rest of the window book's words are in window-book.ts). */
	saveToWindows: 'Save to my windows',
} as const
