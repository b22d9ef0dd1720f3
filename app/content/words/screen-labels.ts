// The words of the room or window label a screen can carry and the limit on
// it. Split by where they are read, so each page's first load carries only its own.
export const SCREEN_LABEL_MAX_LENGTH = 40

/** Written before the label wherever a line shows it, e.g. "Label: Kitchen left". */
export const SCREEN_LABEL_PREFIX = 'Label'

/** /order's field and button (the rest of the window book's words are in window-book.ts). */
export const SCREEN_LABEL_WORDS = {
	field: 'Room or window label',
	optional: '(optional)',
	hint: `Up to ${SCREEN_LABEL_MAX_LENGTH} characters, e.g. "Kitchen left".`,
	saveToWindows: 'Save to my windows',
} as const
