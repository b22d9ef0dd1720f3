// The five product images of the /order gallery, rendered from the project's 3D scene of the
// screen (scripts/images, `npm run images`) into public/images/products. The first is the main
// image.
import {
	GALLERY_WIDTHS,
	renderedImage,
	type RenderedImage,
} from '#app/content/images/rendered-image.ts'
import { PRODUCT } from '#app/content/facts/shop-facts.ts'

const frame = `${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame`
const mesh = PRODUCT.mesh.toLowerCase()
const size = { width: 1200, height: 1200 }
const image = (name: string, alt: string) =>
	renderedImage(`/images/products/signature-screen-${name}`, GALLERY_WIDTHS, size, alt)

export const PRODUCT_IMAGES: readonly RenderedImage[] = [
	image(
		'front',
		`${PRODUCT.name}, front view: a ${frame} with ${mesh}, leaning against a grey studio wall`,
	),
	image(
		'corner',
		`Close-up of a corner of the ${PRODUCT.frame.depthInches} by ${PRODUCT.frame.widthInches} inch ${frame}: a grey corner key joins the rails, and a black spline presses the woven mesh into the frame's channel`,
	),
	image(
		'mesh',
		`Close-up of the woven ${mesh}, strands passing over and under each other, with a garden out of focus behind it`,
	),
	image(
		'installed',
		`A ${PRODUCT.name} installed over the lower half of a white double-hung window in a light blue clapboard wall, between blue shutters above a flower box`,
	),
	image(
		'springs',
		`A steel leaf tension spring riveted to the top edge of the frame, bowed to press against the window channel: ${PRODUCT.installation.toLowerCase()}, no tools needed`,
	),
]
