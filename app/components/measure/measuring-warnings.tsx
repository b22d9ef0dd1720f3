import { Link } from 'react-router'
import { MEASURING_ASSISTANT, inchesInWords } from '#app/content/words/measuring-assistant.ts'
import type { MeasuringWarning } from '#app/domain/measure/measuring-assistant.ts'
import { formatSixteenthsAsInches } from '#app/domain/measure/parse-inches.ts'
import { formatSixteenths, splitSixteenths } from '#app/domain/order/screen-size.ts'

const WORDS = MEASURING_ASSISTANT.warnings
const linkClass = 'font-medium text-brand-700 underline'

function spoken(total: number): string {
	const { inches, sixteenths } = splitSixteenths(total)
	return inchesInWords(inches, formatSixteenths(sixteenths))
}

function WarningText({ warning }: { warning: MeasuringWarning }) {
	switch (warning.kind) {
		case 'out-of-square':
			return (
				<>
					{WORDS.outOfSquare(warning.side, spoken(warning.spread))}
					<Link to="/contact" className={linkClass}>
						{WORDS.askUs.link}
					</Link>
					{WORDS.askUs.after}
				</>
			)
		case 'centimetres':
			return WORDS.centimetres(warning.centimetres, spoken(warning.inches))
		case 'swapped':
			return WORDS.swapped(
				formatSixteenthsAsInches(warning.width),
				formatSixteenthsAsInches(warning.height),
			)
		case 'not-made': {
			const help = WORDS.notMadeHelp
			return (
				<>
					{WORDS.notMade(warning.side, formatSixteenthsAsInches(warning.size))} {help.before}
					<Link to="/contact" className={linkClass}>
						{help.contact}
					</Link>
					{help.middle}
					<Link to="/bulk-orders" className={linkClass}>
						{help.bulk}
					</Link>
					{help.after}
				</>
			)
		}
	}
}

/** The assistant's warnings, in words a home owner understands. */
export function MeasuringWarnings({ warnings }: { warnings: MeasuringWarning[] }) {
	if (warnings.length === 0) return null
	return (
		<ul className="mt-3 space-y-2" aria-label="Warnings">
			{warnings.map((warning) => (
				<li
					key={`${warning.kind}-${'side' in warning ? warning.side : ''}`}
					className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
				>
					<WarningText warning={warning} />
				</li>
			))}
		</ul>
	)
}
