import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { CLEARANCE } from '#app/content/facts/workshop-rules.ts'
import {
	formatInches,
	formatSixteenths,
	splitSixteenths,
	toSixteenths,
	type ScreenSize,
} from '#app/domain/order/screen-size.ts'

// The workshop's clearance rule: the customer gives the opening, and the shop makes the screen
// the clearance smaller off its width and off its height, so that it goes into the opening. A
// side is never made smaller than the smallest screen the shop makes (LIMITS): an opening at the
// minimum, or within the clearance of it, is made at the minimum.

/** Whether `value` is a clearance the shop can work to: whole sixteenths, 0 to CLEARANCE.maxSixteenths. */
export function isClearance(value: unknown): value is number {
	return (
		Number.isSafeInteger(value) &&
		(value as number) >= 0 &&
		(value as number) <= CLEARANCE.maxSixteenths
	)
}

function finishedSide(opening: number, clearance: number, minInches: number): number {
	return Math.max(opening - clearance, toSixteenths(minInches))
}

/**
 * The finished size of the screen for an opening, `clearance` sixteenths smaller each way.
 * @example finishedSize({ width: 30, widthSixteenths: 0, height: 40, heightSixteenths: 8 }, 2) // { width: 29, widthSixteenths: 14, height: 40, heightSixteenths: 6 }
 */
export function finishedSize(opening: ScreenSize, clearance: number): ScreenSize {
	if (!isClearance(clearance)) {
		throw new RangeError(`not a clearance in sixteenths 0-${CLEARANCE.maxSixteenths}: ${clearance}`)
	}
	const width = splitSixteenths(
		finishedSide(toSixteenths(opening.width, opening.widthSixteenths), clearance, LIMITS.width.min),
	)
	const height = splitSixteenths(
		finishedSide(
			toSixteenths(opening.height, opening.heightSixteenths),
			clearance,
			LIMITS.height.min,
		),
	)
	return {
		width: width.inches,
		widthSixteenths: width.sixteenths,
		height: height.inches,
		heightSixteenths: height.sixteenths,
	}
}

/**
 * The clearance an order's screens are made to, from what the order stored. Orders made before
 * the clearance was stored (null) were built to the size ordered: clearance 0.
 */
export function orderClearance(stored: number | null): number {
	return stored ?? 0
}

/**
 * A clearance as the shop writes it; a fraction alone under an inch.
 * @example formatClearance(2) // '1/8"'
 */
export function formatClearance(clearance: number): string {
	if (!isClearance(clearance)) throw new RangeError(`not a clearance: ${clearance}`)
	const { inches, sixteenths } = splitSixteenths(clearance)
	return inches === 0 && sixteenths > 0
		? `${formatSixteenths(sixteenths)}"`
		: formatInches(inches, sixteenths)
}
