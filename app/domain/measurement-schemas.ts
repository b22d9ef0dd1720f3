import { z } from 'zod'
import { LIMITS } from '#app/content/shop-facts.ts'
import { SIZE_RANGES, isFractionInches, sizeProblem, type SizePart } from './screen-size.ts'

// The sizes as zod schemas, for the server's request schemas. Each wraps the one range check
// (sizeProblem, screen-size.ts) that the browser calls directly, so both take the same sizes.

const sizePartSchema = (name: string, part: SizePart) => {
	const { min, max } = SIZE_RANGES[part]
	const messages = {
		'not-whole': `${name} must be a whole number`,
		'too-small': `${name} must be at least ${min}`,
		'too-large': `${name} must be at most ${max}`,
	}
	return z.number({ error: messages['not-whole'] }).superRefine((value, context) => {
		const problem = sizeProblem(part, value)
		if (problem) context.addIssue({ code: 'custom', message: messages[problem] })
	})
}

export const widthSchema = sizePartSchema('Width', 'width')
export const heightSchema = sizePartSchema('Height', 'height')
export const sixteenthsSchema = sizePartSchema('Fraction', 'sixteenths')
export const quantitySchema = z
	.int({ error: 'Quantity must be a whole number' })
	.min(LIMITS.quantity.min, { error: `Quantity must be at least ${LIMITS.quantity.min}` })
	.max(LIMITS.quantity.max, { error: `Quantity must be at most ${LIMITS.quantity.max}` })
/** A fraction in inches as the spec's cart item stores it: exactly k/16 for k = 0..15. */
export const fractionInchesSchema = z.number().refine(isFractionInches, {
	error: `Fraction must be a whole number of sixteenths from 0 to ${SIZE_RANGES.sixteenths.max}/16`,
})
