import { z } from 'zod'
import { LIMITS } from '#app/content/shop-facts.ts'
import type { ScreenConfig } from './measurements.ts'
import { MAX_SIXTEENTHS, fractionToSixteenths } from './sixteenths.ts'

// The sizes as zod schemas, for the server's request schemas. The browser checks the same rules
// by hand (order-form.ts, cart-item.ts); their tests compare both with these schemas.

const range = (name: string, min: number, max: number) =>
	z
		.int({ error: `${name} must be a whole number` })
		.min(min, { error: `${name} must be at least ${min}` })
		.max(max, { error: `${name} must be at most ${max}` })

export const widthSchema = range('Width', LIMITS.width.min, LIMITS.width.max)
export const heightSchema = range('Height', LIMITS.height.min, LIMITS.height.max)
export const sixteenthsSchema = range('Fraction', 0, MAX_SIXTEENTHS)
export const quantitySchema = range('Quantity', LIMITS.quantity.min, LIMITS.quantity.max)
/** A fraction in inches as the spec's cart item stores it: exactly k/16 for k = 0..15. */
export const fractionInchesSchema = z
	.number()
	.refine((value) => fractionToSixteenths(value) !== null, {
		error: `Fraction must be a whole number of sixteenths from 0 to ${MAX_SIXTEENTHS}/16`,
	})

/** One screen configuration as the /order page builds it; shared by browser and server. */
export const screenConfigSchema = z.object({
	width: widthSchema,
	widthSixteenths: sixteenthsSchema,
	height: heightSchema,
	heightSixteenths: sixteenthsSchema,
	quantity: quantitySchema.default(LIMITS.quantity.default),
}) satisfies z.ZodType<ScreenConfig>
