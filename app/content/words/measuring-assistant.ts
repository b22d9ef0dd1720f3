// The measuring assistant on /order: the words of its panel, loaded with the panel
// when it is first opened (the button's own words are in measuring-assistant-button.ts, so the
// page's first load does not carry these). The rules are in app/domain/measure/measuring-assistant.ts;
// sizes arrive here already written out ('30 1/4"'), so this file only says things.
import { MEASURE_IMAGES, type ContentImage } from '#app/content/images/images.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'

type Side = 'width' | 'height'

export const MEASURING_ASSISTANT = {
	title: 'Measuring assistant',
	close: 'Close',
	intro:
		'Measure inside the frame, three times each way. The smallest width and the smallest height are your opening, the size to order.',
	windowTypeLegend: 'Window type',
	/** Each with where the screen sits on that kind of window, so that opening is measured. */
	windowTypes: [
		{
			id: 'hung',
			label: 'Double-hung or single-hung',
			hint: 'The screen sits in the outer channel of the frame, over the lower sash. Raise the lower sash and measure inside that channel.',
		},
		{
			id: 'slider',
			label: 'Slider',
			hint: 'The screen covers the side that slides open. Measure that opening: from the inside of the frame to the frame of the fixed pane, and from the top track to the bottom track.',
		},
		{
			id: 'casement',
			label: 'Casement',
			hint: 'A casement cranks outward, so its screen sits on the inside. Measure the opening inside the frame, where the screen will rest.',
		},
		{
			id: 'other',
			label: 'Other',
			hint: 'Find where the screen will sit and measure that opening inside the frame, from edge to edge.',
		},
	],
	images: { width: MEASURE_IMAGES.width, height: MEASURE_IMAGES.height } satisfies Record<
		Side,
		ContentImage
	>,
	sides: {
		width: {
			legend: 'Width, side to side',
			fields: ['Width at top', 'Width at middle', 'Width at bottom'],
		},
		height: {
			legend: 'Height, top to bottom',
			fields: ['Height at left', 'Height at center', 'Height at right'],
		},
	},
	fieldHint: 'Inches, for example 30 5/16 or 30.3125',
	readsAs: (inches: string) => `Reads as ${inches}`,
	unreadable: 'Type inches as a number, like 30, 30 5/16 or 30.3125.',
	badFraction: 'That fraction does not look right: use one like 5/16.',
	sizeHeading: 'Opening to order',
	sizeWaiting: 'Enter at least one width and one height.',
	sizeExplained: 'The smallest width and the smallest height you measured: the opening.',
	use: 'Use these measurements',
	warnings: {
		outOfSquare: (side: Side, spread: string) =>
			`Your ${side} readings differ by ${spread}, so the frame may be out of square. Please measure again, or `,
		askUs: { link: 'ask us', after: ' and we will help.' },
		centimetres: (centimetres: string, inches: string) =>
			`Did you measure in centimetres? ${centimetres} cm is ${inches}. Please enter your measurements in inches.`,
		swapped: (width: string, height: string) =>
			`A width of ${width} is wider than we make, but ${height} would fit as the width. Width is always the side-to-side measurement: did you swap them?`,
		notMade: (side: Side, size: string) =>
			`We make screens ${LIMITS.width.min} to ${LIMITS.width.max} inches wide and ${LIMITS.height.min} to ${LIMITS.height.max} inches tall, so a ${side} of ${size} is beyond what we make here.`,
		notMadeHelp: {
			before: 'For another size, ',
			contact: 'contact us',
			middle: '; for many screens at once, see ',
			bulk: 'bulk orders',
			after: '.',
		},
	},
} as const

/**
 * A length as a person says it, from whole inches and a fraction already written out.
 * @example inchesInWords(0, '1/2') // '1/2 inch'; inchesInWords(30, '') // '30 inches'
 */
export function inchesInWords(inches: number, fraction: string): string {
	const number = [inches ? String(inches) : '', fraction].filter(Boolean).join(' ') || '0'
	const single = (inches === 0 && fraction !== '') || (inches === 1 && fraction === '')
	return `${number} ${single ? 'inch' : 'inches'}`
}
