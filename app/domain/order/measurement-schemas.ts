import { z } from 'zod'
import { SCREEN_RANGES, isFractionInches, rangeProblem, type ScreenPart } from './screen-size.ts'

// A screen's numbers as zod schemas, for the server's request schemas. Each wraps the one range
// check (rangeProblem, screen-size.ts) that the browser calls directly, so both take the same
// sizes and quantities.

const rangeSchema = (name: string, part: ScreenPart) => {
	const { min, max } = SCREEN_RANGES[part]
	const messages = {
		'not-whole': `${name} must be a whole number`,
		'too-small': `${name} must be at least ${min}`,
		'too-large': `${name} must be at most ${max}`,
	}
	return z.number({ error: messages['not-whole'] }).superRefine((value, context) => {
		const problem = rangeProblem(part, value)
		if (problem) context.addIssue({ code: 'custom', message: messages[problem] })
	})
}

export const widthSchema = rangeSchema('Width', 'width')
export const heightSchema = rangeSchema('Height', 'height')
export const sixteenthsSchema = rangeSchema('Fraction', 'sixteenths')
export const quantitySchema = rangeSchema('Quantity', 'quantity')
/** A fraction in inches as the spec's cart item stores it: exactly k/16 for k = 0..15. */
export const fractionInchesSchema = z.number().refine(isFractionInches, {
	error: `Fraction must be a whole number of sixteenths from 0 to ${SCREEN_RANGES.sixteenths.max}/16`,
})
