import { useId } from 'react'
import { MEASURING_ASSISTANT as WORDS } from '#app/content/words/measuring-assistant.ts'
import { formatSixteenthsAsInches, parseInches } from '#app/domain/measure/parse-inches.ts'

type ReadingFieldProps = {
	label: string
	/** The id of the shared 'for example 30 5/16' line. */
	hintId: string
	/** What is typed now. */
	text: string
	/** What was typed when the field was last left; a problem shows only then. */
	checkedText: string
	onChange: (text: string) => void
	onCommit: () => void
}

/** One tape reading: a text box that takes 30 5/16, 30-5/16 or 30.3125 and says how it reads. */
export function ReadingField(props: ReadingFieldProps) {
	const id = useId()
	const noteId = `${id}-note`
	const parsed = parseInches(props.text)
	const checked = parseInches(props.checkedText)
	const problem =
		!checked.ok && checked.reason !== 'empty' && props.text === props.checkedText
			? checked.reason === 'bad-fraction'
				? WORDS.badFraction
				: WORDS.unreadable
			: null

	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium">
				{props.label}
			</label>
			<input
				id={id}
				type="text"
				autoComplete="off"
				value={props.text}
				aria-invalid={problem ? true : undefined}
				aria-describedby={`${noteId} ${props.hintId}`}
				onChange={(event) => props.onChange(event.target.value)}
				onBlur={props.onCommit}
				className="mt-1 w-full rounded-md border border-gray-400 bg-white px-2 py-2 text-base aria-invalid:border-red-700 aria-invalid:ring-2 aria-invalid:ring-red-200"
			/>
			<p id={noteId} className={`mt-1 min-h-5 text-sm ${problem ? 'text-red-700' : 'text-muted'}`}>
				{problem ?? (parsed.ok ? WORDS.readsAs(formatSixteenthsAsInches(parsed.sixteenths)) : '')}
			</p>
		</div>
	)
}
