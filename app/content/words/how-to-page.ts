// The measuring guide: steps, installation and the three clips (silent animations made for
// this shop, in public/videos, with a poster each in public/images/how-to).
import { MEASURE_IMAGES, type ContentImage } from '#app/content/images/images.ts'
import { LIMITS, PRODUCT } from '#app/content/facts/shop-facts.ts'

const sixteenth = `1/${LIMITS.fractionDenominator} inch`

export const MEASURING_TOOLS = [
	'A steel tape measure marked in sixteenths of an inch',
	'A pencil and paper (or your phone) to write down each number',
	'A step stool for tall windows',
] as const

export type GuideStep = { id: string; title: string; text: readonly string[]; image?: ContentImage }

export const MEASURING_STEPS: readonly GuideStep[] = [
	{
		id: 'find-opening',
		title: 'Find the screen opening',
		text: [
			'Open the window and find where the screen sits: the channel or track inside the window frame. Remove any old screen first.',
			'You will measure inside the frame, from edge to edge of that opening, not the glass and not the outside trim.',
		],
	},
	{
		id: 'measure-width',
		title: 'Measure the width in three places',
		text: [
			`Hook the tape on the inside edge of one side of the frame and read it at the inside edge of the other side, to the nearest ${sixteenth}. Measure at the top, the middle and the bottom.`,
			'Write down the smallest of the three numbers: that is the width of your opening, the width to order.',
		],
		image: MEASURE_IMAGES.width,
	},
	{
		id: 'measure-height',
		title: 'Measure the height in three places',
		text: [
			`Measure from the inside top of the opening to the inside bottom, to the nearest ${sixteenth}, on the left, in the center and on the right.`,
			'Write down the smallest of the three numbers: that is the height of your opening, the height to order.',
		],
		image: MEASURE_IMAGES.height,
	},
	{
		id: 'read-sixteenths',
		title: `Read the tape to the nearest ${sixteenth}`,
		text: [
			`Each inch on the tape has ${LIMITS.fractionDenominator} small marks. Count the marks past the last whole inch: five marks past 35 is 35 5/16 inches. If the edge falls between two marks, take the smaller one.`,
		],
		image: MEASURE_IMAGES.sixteenths,
	},
	{
		id: 'order',
		title: 'Enter your sizes',
		text: [
			'Enter the width and the height exactly as measured, with their fractions. Do not round up or add extra: the screen is built to the size you enter.',
			`We make screens ${LIMITS.width.min} to ${LIMITS.width.max} inches wide and ${LIMITS.height.min} to ${LIMITS.height.max} inches tall. Width is always the side-to-side measurement.`,
		],
	},
]

export const INSTALL_STEPS: readonly string[] = [
	'Hold the screen with the tension springs at the top and the mesh facing outdoors.',
	'Set the spring edge into the top channel of the window frame.',
	'Push the screen up to compress the springs.',
	'Swing the bottom edge into the frame and lower the screen until it rests in the bottom channel.',
	`That is all: ${PRODUCT.installation.toLowerCase()} holds it snugly, and most windows take under ${PRODUCT.installMinutes} minutes.`,
]

export type HowToVideo = {
	id: string
	title: string
	description: string
	poster: ContentImage
	sources: ReadonlyArray<{ src: string; type: string }>
}

const poster = (name: string, alt: string): ContentImage => ({
	src: `/images/how-to/video-poster-${name}.webp`,
	alt,
	width: 640,
	height: 360,
})

/** A video and its poster; its files are /videos/how-to-<id>.webm and .mp4. */
const video = (fields: Omit<HowToVideo, 'sources'>): HowToVideo => ({
	...fields,
	sources: [
		{ src: `/videos/how-to-${fields.id}.webm`, type: 'video/webm' },
		{ src: `/videos/how-to-${fields.id}.mp4`, type: 'video/mp4' },
	],
})

export const HOW_TO_VIDEOS: readonly HowToVideo[] = [
	video({
		id: 'measure-width',
		title: 'How to measure the width',
		description: `A tape measure spans the opening at the top, middle and bottom; the smallest reading, to the nearest ${sixteenth}, is the width to order.`,
		poster: poster(
			'width',
			'A tape measure stretched across the bottom of a window opening, with the top and middle readings beside it',
		),
	}),
	video({
		id: 'measure-height',
		title: 'How to measure the height',
		description: `The tape runs from the inside top to the inside bottom on the left, in the center and on the right; the smallest reading is the height to order.`,
		poster: poster(
			'height',
			'A window opening with three height readings beside it, the smallest one highlighted in green',
		),
	}),
	video({
		id: 'install-screen',
		title: 'How to install your screen',
		description:
			'The spring edge goes into the top channel, the screen is pushed up, the bottom swings in and the screen settles into place.',
		poster: poster(
			'install',
			'A screen seated in a window opening, its tension springs against the top channel, with a green check mark',
		),
	}),
]
