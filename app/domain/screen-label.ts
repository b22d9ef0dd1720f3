import { SCREEN_LABEL_MAX_LENGTH, SCREEN_LABEL_WORDS } from '#app/content/screen-labels.ts'

// A screen's room or window label (issue 14 item 2): optional, trimmed, at most
// SCREEN_LABEL_MAX_LENGTH characters, no control characters. An empty label is no label. The zod
// twin is screenLabelSchema (cart-item-schema.ts); cart-item.test.ts holds both to one answer.

/** Why a label is refused, or null when it is fine. `value` is the label as typed. */
export function screenLabelProblem(value: string): string | null {
	const label = value.trim()
	if (label.length > SCREEN_LABEL_MAX_LENGTH) return SCREEN_LABEL_WORDS.tooLong
	if (/\p{Cc}/u.test(label)) return SCREEN_LABEL_WORDS.controlCharacters
	return null
}

/**
 * A label read from untrusted input: the trimmed label, undefined for none (missing or blank),
 * or null when it is not acceptable.
 */
export function readScreenLabel(value: unknown): string | undefined | null {
	if (value === undefined) return undefined
	if (typeof value !== 'string' || screenLabelProblem(value) !== null) return null
	return value.trim() || undefined
}

/** The text a line shows for its label, e.g. 'Label: Kitchen left'; null without a label. */
export function screenLabelLine(label: string | null | undefined): string | null {
	return label ? `${SCREEN_LABEL_WORDS.prefix}: ${label}` : null
}
