import { lineTotalCents, unitPriceCents } from '#app/domain/order/pricing.ts'
import { orderTotals, type OrderTotals } from '#app/domain/shipping/shipping.ts'

// A job's price: every line at the /order price, a volume discount on the merchandise from the
// owner's tiers (the highest tier the job's screen count reaches), then tax on the discounted
// subtotal and standard shipping, as for any order (app/domain/shipping/shipping.ts). Integer cents.
// The browser shows this from the tiers its loader gave it; the server recomputes it from the
// tiers in the database when the quote is stored.

/** "From `minScreens` screens, `basisPoints` off" (800 = 8%). */
export type VolumeTier = { minScreens: number; basisPoints: number }

export const VOLUME_TIER_LIMITS = {
	minScreens: { min: 2, max: 100_000 },
	/** 1 = 0.01%; at most half off. */
	basisPoints: { min: 1, max: 5000 },
	tiers: 6,
} as const

const BASIS_POINTS_PER_UNIT = 10_000

/** The tier a job of `screens` reaches, or null: the one with the highest minimum it meets. */
export function tierFor(tiers: readonly VolumeTier[], screens: number): VolumeTier | null {
	let best: VolumeTier | null = null
	for (const tier of tiers) {
		if (screens >= tier.minScreens && (!best || tier.minScreens > best.minScreens)) best = tier
	}
	return best
}

/**
 * A discount in cents: subtotal x basis points / 10 000, rounded half up to the cent.
 * @example discountCents(12345, 800) // 988
 */
export function discountCents(subtotalCents: number, basisPoints: number): number {
	if (
		!Number.isSafeInteger(basisPoints) ||
		basisPoints < 0 ||
		basisPoints > BASIS_POINTS_PER_UNIT
	) {
		throw new RangeError(`basisPoints must be a whole number 0-10000, got ${basisPoints}`)
	}
	return Math.floor(
		(subtotalCents * basisPoints + BASIS_POINTS_PER_UNIT / 2) / BASIS_POINTS_PER_UNIT,
	)
}

/** 800 -> '8%', 1250 -> '12.5%'. */
export function formatPercent(basisPoints: number): string {
	return `${String(basisPoints / 100)}%`
}

export type PricedJobLine<Line> = Line & { unitPriceCents: number; lineTotalCents: number }

export type JobTotals = Omit<OrderTotals, 'subtotalCents'> & {
	/** Merchandise at list price. */
	listSubtotalCents: number
	discountBasisPoints: number
	discountCents: number
	/** Merchandise after the discount: what tax and shipping are reckoned on. */
	subtotalCents: number
}

/** Every line's price and the job's totals with a discount of `basisPoints`. */
export function priceJob<Line extends { width: number; height: number; quantity: number }>(
	lines: readonly Line[],
	basisPoints: number,
): { lines: PricedJobLine<Line>[]; totals: JobTotals } {
	let screens = 0
	let listSubtotal = 0
	const priced = lines.map((line) => {
		const lineTotal = lineTotalCents(line)
		screens += line.quantity
		listSubtotal += lineTotal
		return { ...line, unitPriceCents: unitPriceCents(line), lineTotalCents: lineTotal }
	})
	const discount = discountCents(listSubtotal, basisPoints)
	const totals = orderTotals(
		{ quantity: screens, subtotalCents: listSubtotal - discount },
		'standard',
	)
	return {
		lines: priced,
		totals: {
			...totals,
			listSubtotalCents: listSubtotal,
			discountBasisPoints: basisPoints,
			discountCents: discount,
		},
	}
}

/** A job priced with the owner's tiers: the discount of the tier its screen count reaches. */
export function priceJobWithTiers<Line extends { width: number; height: number; quantity: number }>(
	lines: readonly Line[],
	tiers: readonly VolumeTier[],
) {
	const screens = lines.reduce((sum, line) => sum + line.quantity, 0)
	return priceJob(lines, tierFor(tiers, screens)?.basisPoints ?? 0)
}

export type TierFormResult = { ok: true; tiers: VolumeTier[] } | { ok: false; error: string }

/**
 * The back office's tier form: pairs of "from screens" and "percent off"; blank pairs are
 * dropped. Percent to two decimals ("8", "12.5").
 */
export function parseTierForm(
	pairs: readonly { minScreens: string; percent: string }[],
): TierFormResult {
	const tiers: VolumeTier[] = []
	const { minScreens: screensLimit, basisPoints: pointsLimit } = VOLUME_TIER_LIMITS
	for (const pair of pairs) {
		const screensText = pair.minScreens.trim()
		const percentText = pair.percent.trim().replace(/%$/, '')
		if (screensText === '' && percentText === '') continue
		if (!/^\d{1,6}$/.test(screensText) || !/^\d{1,2}(\.\d{1,2})?$/.test(percentText)) {
			return { ok: false, error: 'Each tier needs a whole number of screens and a percent off.' }
		}
		const minScreens = Number(screensText)
		const basisPoints = Math.round(Number(percentText) * 100)
		if (minScreens < screensLimit.min || minScreens > screensLimit.max) {
			return {
				ok: false,
				error: `A tier starts at ${screensLimit.min} to ${screensLimit.max} screens.`,
			}
		}
		if (basisPoints < pointsLimit.min || basisPoints > pointsLimit.max) {
			return {
				ok: false,
				error: `A discount is more than 0% and at most ${formatPercent(pointsLimit.max)}.`,
			}
		}
		if (tiers.some((tier) => tier.minScreens === minScreens)) {
			return { ok: false, error: `Two tiers start at ${minScreens} screens.` }
		}
		tiers.push({ minScreens, basisPoints })
	}
	if (tiers.length > VOLUME_TIER_LIMITS.tiers) {
		return { ok: false, error: `At most ${VOLUME_TIER_LIMITS.tiers} tiers.` }
	}
	return { ok: true, tiers: tiers.sort((a, b) => a.minScreens - b.minScreens) }
}

/**
 * The owner's discount on one quote, as typed: '10', '12.5', '8%', '' (none). Basis points, or
 * null when it is not a percent from 0 to the tier maximum.
 * @example parseDiscountPercent('12.5') // 1250
 */
export function parseDiscountPercent(text: string): number | null {
	const trimmed = text.trim().replace(/\s*%$/, '')
	if (trimmed === '') return 0
	if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null
	const basisPoints = Math.round(Number(trimmed) * 100)
	return basisPoints <= VOLUME_TIER_LIMITS.basisPoints.max ? basisPoints : null
}
