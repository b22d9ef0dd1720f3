// The words of the fit check (app/domain/order/fit-check.ts, docs/decisions/032-fit-check.md):
// why a line of a paid order looks wrong, the e-mail that asks the customer to confirm or correct
// the sizes, and the order's history notes; the pages' own words are in fit-check-page.ts (the
// customer's) and fit-check-admin.ts (the back office's), so each page loads only its own. Sizes
// and differences arrive already written out ('36 1/2" x 60"', '1/2"'), so this file only says
// things.

/** Where a size the check compared a line with came from. */
export type KnownSizeSource = 'window-book' | 'last-order'

const knownPlace = (source: KnownSizeSource) =>
	source === 'window-book' ? 'your window book has' : 'your last order had'

/** 'Screen 1, Screen 2 and Screen 4'. */
export function listScreens(names: readonly string[]): string {
	if (names.length <= 1) return names.join('')
	return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export const FIT_CHECK_REASONS = {
	/** A line as the reasons name it: its place in the order, and its label when it has one. */
	screen: (position: number, label: string | null) =>
		label ? `Screen ${position} ("${label}")` : `Screen ${position}`,
	/** A line with its size: 'Screen 1 ("Kitchen left", 36" x 60")'. */
	screenWithSize: (position: number, label: string | null, size: string) =>
		label ? `Screen ${position} ("${label}", ${size})` : `Screen ${position} (${size})`,
	swappedKnown: (
		screen: string,
		size: string,
		label: string,
		known: string,
		source: KnownSizeSource,
	) =>
		`${screen} is ${size}, but ${knownPlace(source)} "${label}" as ${known}: the width and height may be swapped.`,
	swappedType: (screen: string, size: string, windowType: string) =>
		`${screen} is ${size} for a ${windowType} window, whose screen is usually taller than wide: the width and height may be swapped.`,
	differsFromKnown: (
		screen: string,
		size: string,
		label: string,
		known: string,
		source: KnownSizeSource,
	) =>
		`${screen} is ${size}, but ${knownPlace(source)} "${label}" as ${known}, more than 1/4" different.`,
	sameLabel: (label: string, screens: string, count: number) =>
		`${screens} are ${count === 2 ? 'both' : 'all'} labelled "${label}" but their sizes differ.`,
	measuredTwice: (screens: string, width: string, height: string) =>
		`${screens} differ by only ${width} in width and ${height} in height: they may be the same window measured twice.`,
	outOfSquare: (screen: string, spreads: string) =>
		`${screen}: the measuring assistant warned that the frame may be out of square (${spreads}), and this size was used anyway.`,
	/** One side's spread of readings, for outOfSquare: 'the width readings differed by 3/8"'. */
	spread: (side: 'width' | 'height', difference: string) =>
		`the ${side} readings differed by ${difference}`,
	/** The measuring assistant's window types, as the reasons name them. */
	windowTypes: {
		hung: 'double-hung or single-hung',
		slider: 'slider',
		casement: 'casement',
		other: 'other',
	},
} as const

/** The e-mail to the customer of a held order (app/services/mail/fit-check-email.server.ts). */
export const FIT_CHECK_MAIL = {
	subject: (number: string) => `Please check the sizes of order ${number}`,
	intro: (number: string) =>
		`Thank you for your order ${number}. Before we cut your screens we check every size, and some of yours look worth a second look:`,
	hold: 'We are holding your order until you confirm the sizes or correct one. Nothing is made until then.',
	confirm: 'Confirm sizes',
	confirmHint: 'The sizes are right: make my screens.',
	correct: 'Correct a size',
	correctHint: 'Change a size, label or quantity before we make them.',
	linkNote: (days: number) =>
		`Each link opens a page with a button; nothing happens until you press it. The links work for ${days} days.`,
	linesHeading: 'Your screens',
	moreFindings: (count: number) => `and ${count} more`,
} as const

/** The order's history notes (server only). */
export const FIT_CHECK_NOTES = {
	held: (count: number) =>
		`Held for a fit check: ${count} finding${count === 1 ? '' : 's'}; the customer was asked to confirm the sizes`,
	ended: {
		confirmed: 'Fit check: the customer confirmed the sizes; the order is released',
		released: 'Fit check: released by the owner',
		corrected: 'Fit check: the customer corrected the order; the order is released',
	},
} as const
