// The project's own imagery (public/images): every picture with its intrinsic size, so pages
// reserve the space before it loads, and with alt text that says what it shows.
import { PRODUCT } from '#app/content/shop-facts.ts'

export type ContentImage = { src: string; alt: string; width: number; height: number }

export const HERO_IMAGE: ContentImage = {
	src: '/images/hero-window.svg',
	alt: `A sunny living-room window with a ${PRODUCT.mesh.toLowerCase()} screen over the lower sash, a potted plant on the sill and light blue curtains`,
	width: 1600,
	height: 900,
}

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
