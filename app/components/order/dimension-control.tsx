import { useId } from 'react'
import { MAX_SIXTEENTHS, formatInches, formatSixteenths } from '#app/domain/order/screen-size.ts'

// One dimension of the screen: a slider and a number box for the whole inches, a slider and a
// list for the sixteenths. The boxes hold exactly what was typed (empty or out of range too):
// Add to Cart checks it and says what is wrong, rather than quietly clamping it into a size the
// customer did not measure. The sliders can only show a value in range.

const SIXTEENTHS = Array.from({ length: MAX_SIXTEENTHS + 1 }, (_, n) => n)

/** '2/16 (1/8)': typing the sixteenths ('2', '1' '2') finds the option in the list. */
function sixteenthsOption(sixteenths: number): string {
	const lowest = formatSixteenths(sixteenths)
	const plain = `${sixteenths}/16`
	return lowest && lowest !== plain ? `${plain} (${lowest})` : plain
}

function wholeNumberOr(text: string, fallback: number): number {
	return /^\s*\d+\s*$/.test(text) ? Number(text) : fallback
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export type DimensionFault = 'inches' | 'sixteenths' | null

type DimensionControlProps = {
	label: 'Width' | 'Height'
	/** Form field names, e.g. width / widthSixteenths; also the ids Add to Cart focuses. */
	inchesName: string
	sixteenthsName: string
	min: number
	max: number
	inches: string
	sixteenths: string
	fault: DimensionFault
	onInchesChange: (value: string) => void
	onSixteenthsChange: (value: string) => void
}

export function DimensionControl(props: DimensionControlProps) {
	const { label, min, max, inches, sixteenths, fault } = props
	const id = useId()
	const sliderInches = clamp(wholeNumberOr(inches, min), min, max)
	const sliderSixteenths = clamp(wholeNumberOr(sixteenths, 0), 0, MAX_SIXTEENTHS)
	const typedInches = wholeNumberOr(inches, NaN)
	const summary = Number.isNaN(typedInches) ? '' : formatInches(typedInches, sliderSixteenths)
	const fieldClass =
		'rounded-md border border-gray-400 bg-white px-2 py-2 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-200'
	const sliderClass = 'h-6 w-full cursor-pointer accent-brand-700'

	return (
		<div className="space-y-3">
			<div className="flex items-baseline justify-between gap-3">
				<label htmlFor={`${id}-inches-slider`} className="font-semibold text-ink">
					{label}
				</label>
				<span className="text-sm font-medium text-muted" aria-hidden="true">
					{summary}
				</span>
			</div>
			<div className="flex items-center gap-3">
				<input
					id={`${id}-inches-slider`}
					type="range"
					min={min}
					max={max}
					step={1}
					value={sliderInches}
					aria-valuetext={`${sliderInches} inches`}
					onChange={(event) => props.onInchesChange(event.target.value)}
					className={sliderClass}
				/>
				<span className="flex shrink-0 items-center gap-1">
					<input
						id={props.inchesName}
						name={props.inchesName}
						type="number"
						inputMode="numeric"
						min={min}
						max={max}
						step={1}
						value={inches}
						aria-label={`${label} in inches`}
						aria-invalid={fault === 'inches' || undefined}
						onChange={(event) => props.onInchesChange(event.target.value)}
						className={`w-20 ${fieldClass}`}
					/>
					<span className="text-sm text-muted" aria-hidden="true">
						in
					</span>
				</span>
			</div>
			<label htmlFor={`${id}-fraction-slider`} className="block text-sm font-medium text-ink">
				{label} fraction
			</label>
			<div className="flex items-center gap-3">
				<input
					id={`${id}-fraction-slider`}
					type="range"
					min={0}
					max={MAX_SIXTEENTHS}
					step={1}
					value={sliderSixteenths}
					aria-valuetext={
						sliderSixteenths ? `${formatSixteenths(sliderSixteenths)} inch` : 'no fraction'
					}
					onChange={(event) => props.onSixteenthsChange(event.target.value)}
					className={sliderClass}
				/>
				<select
					id={props.sixteenthsName}
					name={props.sixteenthsName}
					value={String(sliderSixteenths)}
					aria-label={`${label} sixteenths`}
					aria-invalid={fault === 'sixteenths' || undefined}
					onChange={(event) => props.onSixteenthsChange(event.target.value)}
					className={`w-[7.5rem] shrink-0 ${fieldClass}`}
				>
					{SIXTEENTHS.map((n) => (
						<option key={n} value={n}>
							{sixteenthsOption(n)}
						</option>
					))}
				</select>
			</div>
		</div>
	)
}
