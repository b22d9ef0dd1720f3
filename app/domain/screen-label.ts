import { SCREEN_LABEL_MAX_LENGTH, SCREEN_LABEL_PREFIX } from '#app/content/screen-labels.ts'

// A screen's room or window label: optional, trimmed, at most
// SCREEN_LABEL_MAX_LENGTH characters, no control characters. An empty label is no label. The zod
// twin is screenLabelSchema (cart-item-schema.ts); cart-item.test.ts holds both to one answer.

/**
 * A label read from untrusted input: the trimmed label, undefined for none (missing or blank),
 * or null when it is not acceptable.
 */
export function readScreenLabel(value: unknown): string | undefined | null {
	if (value === undefined) return undefined
	if (typeof value !== 'string') return null
	const label = value.trim()
	if (label.length > SCREEN_LABEL_MAX_LENGTH || /\p{Cc}/u.test(label)) return null
	return label || undefined
}

/** The text a line shows for its label, e.g. 'Label: Kitchen left'; null without a label. */
export function screenLabelLine(label: string | null | undefined): string | null {
	return label ? `${SCREEN_LABEL_PREFIX}: ${label}` : null
}
