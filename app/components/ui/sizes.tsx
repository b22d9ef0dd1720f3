import { Fragment } from 'react'

// A measure as formatInches writes it: whole inches, an optional fraction, the inch mark.
const MEASURE = /\d+(?: \d+\/\d+)?"/g

/**
 * Text with sizes in it (e.g. '30 5/16" x 40"'), each measure kept on one line so a narrow column
 * never breaks '30 5/16"' between the inches and the fraction. The text itself is unchanged.
 */
export function Sizes({ children: text }: { children: string }) {
	const parts: (string | { measure: string })[] = []
	let from = 0
	for (const match of text.matchAll(MEASURE)) {
		parts.push(text.slice(from, match.index), { measure: match[0] })
		from = match.index + match[0].length
	}
	parts.push(text.slice(from))
	return parts.map((part, index) =>
		typeof part === 'string' ? (
			<Fragment key={index}>{part}</Fragment>
		) : (
			<span key={index} className="whitespace-nowrap">
				{part.measure}
			</span>
		),
	)
}
