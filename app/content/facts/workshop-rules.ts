// The workshop's cutting and hardware rules, in one place for the owner to edit. Lengths are in
// sixteenths of an inch; `inches(1, 1)` is 1 1/16". app/domain/production/cut-list.ts applies them to a
// finished screen size (the size the customer ordered, outside edge to outside edge).

import { toSixteenths } from '#app/domain/order/screen-size.ts'

/** Whole inches plus sixteenths, as sixteenths. @example inches(1, 1) // 17 */
const inches = toSixteenths

export const WORKSHOP_RULES = {
	/**
	 * How much shorter each frame piece is cut than the finished side it makes: the corner keys
	 * at its two ends make up the rest. Default 1 1/16" for 3/4" x 5/16" frame with standard
	 * corner keys (a 30" side is cut 28 15/16").
	 */
	frameCutDeduction: inches(1, 1),
	/** Mesh cut beyond the finished size on each of the four sides, to grip while rolling the spline. Default 1". */
	meshAllowancePerSide: inches(1),
	/**
	 * Spline added to the finished perimeter for holding and trimming; the total is rounded up to
	 * a whole inch. Default 6".
	 */
	splineAllowance: inches(6),
	/**
	 * Tension springs, by finished width: the first row whose `widthUpTo` (inclusive) fits the
	 * screen; null covers every wider screen. The springs sit in the top rail, so the width decides
	 * how many hold the screen evenly. Default: 2 up to 36", 3 above.
	 */
	tensionSprings: [
		{ widthUpTo: inches(36), springs: 2 },
		{ widthUpTo: null, springs: 3 },
	],
	/** Corner keys per screen, one a corner. */
	cornerKeys: 4,
} as const satisfies {
	frameCutDeduction: number
	meshAllowancePerSide: number
	splineAllowance: number
	tensionSprings: readonly { widthUpTo: number | null; springs: number }[]
	cornerKeys: number
}

/**
 * The clearance: how much smaller than the opening the customer measured the shop makes a screen,
 * off the width and off the height, in sixteenths of an inch, so that it goes into its opening
 * (app/domain/production/clearance.ts). The owner sets it with SHOP_CLEARANCE_SIXTEENTHS
 * (app/utils/env.server.ts) within `max`; every order stores the clearance it was made under.
 */
export const CLEARANCE = {
	/** 2/16 = 1/8" off the width and off the height. */
	defaultSixteenths: 2,
	/** At most 1" off a side. */
	maxSixteenths: 16,
} as const

/** The cut list's words, for work orders. */
export const CUT_LIST_TEXT = {
	widthPieces: 'Frame, top and bottom',
	heightPieces: 'Frame, sides',
	mesh: 'Mesh',
	spline: 'Spline',
	cornerKeys: 'Corner keys',
	tensionSprings: 'Tension springs',
	/** e.g. '2 x 28 15/16"' */
	pieces: (count: number, length: string) => `${count} x ${length}`,
} as const
