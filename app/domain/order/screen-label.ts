import { SCREEN_LABEL_MAX_LENGTH, SCREEN_LABEL_PREFIX } from '#app/content/words/screen-labels.ts'

// A screen's room or window label, one rule wherever a label comes in (a cart line, the saved
// cart, the window book, a job list's row): trimmed, at most SCREEN_LABEL_MAX_LENGTH characters,
// no control characters and no bidirectional embeddings, overrides or isolates (U+202A-U+202E,
// U+2066-U+2069), which would reverse the text of every page, slip, e-mail and CSV that prints
// it. An empty label is no label. The zod form is screenLabelSchema (cart-item-schema.ts), which
// asks isPlainScreenLabel; the refusal's words are SCREEN_LABEL_MESSAGE (content/messages).

/** Characters a label may not hold: C0 and C1 controls, bidi embeddings, overrides, isolates. */
const NOT_PLAIN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu

/** True when a trimmed label is acceptable: short enough and plain text. */
export function isPlainScreenLabel(label: string): boolean {
	// None of the refused characters is a space, so a label that holds one changes here.
	return label.length <= SCREEN_LABEL_MAX_LENGTH && plainScreenLabelText(label) === label
}

/**
 * A label read from untrusted input: the trimmed label, undefined for none (missing or blank),
 * or null when it is not acceptable.
 */
export function readScreenLabel(value: unknown): string | undefined | null {
	if (value === undefined) return undefined
	if (typeof value !== 'string') return null
	const label = value.trim()
	if (!isPlainScreenLabel(label)) return null
	return label || undefined
}

/**
 * What a label box holds as the customer types or pastes: every character a label may not hold
 * becomes a space, so the box's text, trimmed and within its maxLength, is always a valid label.
 */
export function plainScreenLabelText(value: string): string {
	return value.replace(NOT_PLAIN, ' ')
}

/** The text a line shows for its label, e.g. 'Label: Kitchen left'; null without a label. */
export function screenLabelLine(label: string | null | undefined): string | null {
	return label ? `${SCREEN_LABEL_PREFIX}: ${label}` : null
}
