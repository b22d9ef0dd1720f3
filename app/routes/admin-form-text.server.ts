// A text field of a back-office form: trimmed, '' when absent, at most `max` characters.
import { z } from 'zod'

export const formText = (max: number, tooLong: string) =>
	z.preprocess(
		(value) => (typeof value === 'string' ? value : ''),
		z.string().trim().max(max, tooLong),
	)
