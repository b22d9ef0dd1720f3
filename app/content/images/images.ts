// The project's own imagery (public/images): every image with its intrinsic size, so pages
// reserve the space before it loads, and with alt text that says what it shows.
import { PRODUCT } from '#app/content/facts/shop-facts.ts'
import { renderedImage, type ContentImage } from './rendered-image.ts'

export type { ContentImage } from './rendered-image.ts'

/** The hero's widths (scripts/images/render.mjs has the same list). */
export const HERO_WIDTHS = [640, 960, 1280, 1600] as const

export const HERO_IMAGE = renderedImage(
	'/images/hero-window',
	HERO_WIDTHS,
	{ width: 1600, height: 900 },
	`A light blue clapboard house wall in the sun: a white double-hung window between blue shutters, a ${PRODUCT.mesh.toLowerCase()} screen over its lower half and a flower box below`,
)

export const MEASURE_IMAGES = {
	width: {
		src: '/images/how-to/measure-width.svg',
		alt: 'A window opening with three arrows across it from inside edge to inside edge, labelled Top, Middle and Bottom',
		width: 480,
		height: 360,
	},
	height: {
		src: '/images/how-to/measure-height.svg',
		alt: 'A window opening with three arrows from the inside top to the inside bottom, labelled Left, Center and Right',
		width: 480,
		height: 360,
	},
	sixteenths: {
		src: '/images/how-to/tape-sixteenths.svg',
		alt: 'One inch of a tape measure blade with a mark at every sixteenth; a red pointer sits on the fifth mark, 5/16 inch',
		width: 480,
		height: 200,
	},
} satisfies Record<string, ContentImage>
