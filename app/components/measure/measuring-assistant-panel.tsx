import { useRouteLoaderData } from 'react-router'
import type { ClearanceRootData } from '#app/components/measure/clearance-note.ts'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { MEASURING_ASSISTANT as WORDS } from '#app/content/words/measuring-assistant.ts'
import {
	SIDES,
	assessMeasurements,
	type MeasuringReadings,
	type Side,
} from '#app/domain/measure/measuring-assistant.ts'
import {
	formatDimensions,
	splitSixteenths,
	type ScreenSize,
} from '#app/domain/order/screen-size.ts'
import { MeasuringWarnings } from './measuring-warnings.tsx'
import { ReadingField } from './reading-field.tsx'

export type MeasuringAssistantPanelProps = {
	/**
	 * 0 while closed; each opening counts it up, so an opening always shows the dialog, even when
	 * the close event of the last one (queued by the browser, after it already closed it on Escape)
	 * has not reached the button yet.
	 */
	open: number
	/** Called after the dialog has closed (Escape, Close or Use), so focus can go back. */
	onClose: () => void
	onUse: (size: ScreenSize) => void
}

const EMPTY: MeasuringReadings = { width: ['', '', ''], height: ['', '', ''] }

/** Smallest width x smallest height as measured, even when we do not make that size. */
function smallestText(smallest: Record<Side, number | null>): string | null {
	if (smallest.width === null || smallest.height === null) return null
	const width = splitSixteenths(smallest.width)
	const height = splitSixteenths(smallest.height)
	return formatDimensions({
		width: width.inches,
		widthSixteenths: width.sixteenths,
		height: height.inches,
		heightSixteenths: height.sixteenths,
	})
}

/**
 * The measuring assistant: a modal dialog, loaded when first opened. Readings are
 * checked when the customer leaves a field, so a half-typed '3' of '30' raises no warning.
 */
export function MeasuringAssistantPanel({ open, onClose, onUse }: MeasuringAssistantPanelProps) {
	const dialogRef = useRef<HTMLDialogElement>(null)
	const windowTypeRef = useRef<HTMLInputElement>(null)
	const [windowType, setWindowType] = useState<string>(WORDS.windowTypes[0].id)
	const [texts, setTexts] = useState<MeasuringReadings>(EMPTY)
	const [checked, setChecked] = useState<MeasuringReadings>(EMPTY)
	const id = useId()
	const titleId = `${id}-title`
	const hintId = `${id}-field-hint`
	const resultId = `${id}-result`
	const assessment = assessMeasurements(checked)
	const type = WORDS.windowTypes.find((t) => t.id === windowType) ?? WORDS.windowTypes[0]
	const sizeText = smallestText(assessment.smallest)
	const clearance = useRouteLoaderData<ClearanceRootData>('root')?.clearanceSentence

	useEffect(() => {
		const dialog = dialogRef.current
		if (!dialog) return
		if (open && !dialog.open) {
			dialog.showModal()
			windowTypeRef.current?.focus()
		} else if (!open && dialog.open) dialog.close()
	}, [open])

	const setText = (side: Side, index: number) => (text: string) =>
		setTexts((current) => ({
			...current,
			[side]: current[side].map((old, i) => (i === index ? text : old)),
		}))

	function use(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setChecked(texts)
		const { size } = assessMeasurements(texts)
		if (!size) return
		onUse(size)
		dialogRef.current?.close()
	}

	return (
		<dialog
			ref={dialogRef}
			aria-labelledby={titleId}
			// A close event that arrives after the customer has opened it again is stale.
			onClose={() => dialogRef.current?.open || onClose()}
			className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
		>
			<div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3 sm:px-6">
				<h2 id={titleId} className="text-xl font-bold">
					{WORDS.title}
				</h2>
				{/* Raw: the dialog's small grey Close, the panel's only one (a lazy chunk). */}
				<button
					type="button"
					onClick={() => dialogRef.current?.close()}
					className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
				>
					{WORDS.close}
				</button>
			</div>
			<form noValidate onSubmit={use} className="space-y-6 px-4 py-5 sm:px-6">
				<p className="text-muted">{WORDS.intro}</p>
				{clearance ? (
					<p className="font-semibold text-ink" data-clearance-sentence>
						{clearance}
					</p>
				) : null}

				<fieldset>
					<legend className="font-semibold">{WORDS.windowTypeLegend}</legend>
					<div className="mt-2 grid gap-2 sm:grid-cols-2">
						{WORDS.windowTypes.map((option) => (
							<label
								key={option.id}
								className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
							>
								<input
									ref={option.id === windowType ? windowTypeRef : undefined}
									type="radio"
									name={`${id}-window-type`}
									value={option.id}
									checked={option.id === windowType}
									onChange={() => setWindowType(option.id)}
									className="size-4 accent-brand-700"
								/>
								{option.label}
							</label>
						))}
					</div>
				</fieldset>

				<figure className="rounded-xl bg-gray-50 p-3">
					<div className="grid grid-cols-2 gap-3">
						{SIDES.map((side) => (
							<img
								key={side}
								src={WORDS.images[side].src}
								alt={WORDS.images[side].alt}
								width={WORDS.images[side].width}
								height={WORDS.images[side].height}
								className="h-auto w-full rounded-lg border border-gray-200 bg-white"
							/>
						))}
					</div>
					<figcaption className="mt-2 text-sm" data-testid="window-type-hint">
						<span className="font-semibold">{type.label}: </span>
						{type.hint}
					</figcaption>
				</figure>

				<p id={hintId} className="text-sm text-muted">
					{WORDS.fieldHint}
				</p>
				{SIDES.map((side) => (
					<fieldset key={side}>
						<legend className="font-semibold">{WORDS.sides[side].legend}</legend>
						<div className="mt-2 grid gap-3 sm:grid-cols-3">
							{WORDS.sides[side].fields.map((label, index) => (
								<ReadingField
									key={label}
									label={label}
									hintId={hintId}
									text={texts[side][index] ?? ''}
									checkedText={checked[side][index] ?? ''}
									onChange={setText(side, index)}
									onCommit={() => setChecked(texts)}
								/>
							))}
						</div>
					</fieldset>
				))}

				<section aria-labelledby={`${resultId}-heading`} className="rounded-xl bg-brand-50 p-4">
					<h3 id={`${resultId}-heading`} className="text-sm font-medium text-muted">
						{WORDS.sizeHeading}
					</h3>
					<div id={resultId} aria-live="polite">
						<p className="text-2xl font-bold" data-testid="measured-size">
							{sizeText ?? ''}
						</p>
						<p className="text-sm">{sizeText ? WORDS.sizeExplained : WORDS.sizeWaiting}</p>
						<MeasuringWarnings warnings={assessment.warnings} />
					</div>
				</section>

				<Button type="submit" aria-describedby={resultId} className="w-full text-lg">
					{WORDS.use}
				</Button>
			</form>
		</dialog>
	)
}
