// The five product photos of the /order gallery (illustrations made for this shop, in
// public/images/products). The first is the main photo.
import type { ContentImage } from '#app/content/images.ts'
import { PRODUCT } from '#app/content/shop-facts.ts'

const frame = `${PRODUCT.frame.color.toLowerCase()} ${PRODUCT.frame.material} frame`
const mesh = PRODUCT.mesh.toLowerCase()

export const PRODUCT_IMAGES: readonly ContentImage[] = [
	{
		src: '/images/products/signature-screen-front.svg',
		alt: `${PRODUCT.name}, front view: a ${frame} with ${mesh} and two tension springs on the top edge`,
		width: 800,
		height: 800,
	},
	{
		src: '/images/products/signature-screen-corner.svg',
		alt: `Close-up of a corner of the ${PRODUCT.frame.depthInches} by ${PRODUCT.frame.widthInches} inch ${frame}, with the mesh held in its spline channel`,
		width: 800,
		height: 800,
	},
	{
		src: '/images/products/signature-screen-mesh.svg',
		alt: `Macro view of the woven ${mesh} with a garden showing through it`,
		width: 800,
		height: 800,
	},
	{
		src: '/images/products/signature-screen-installed.svg',
		alt: `A ${PRODUCT.name} installed in the lower half of a white double-hung window, between blue shutters above a flower box`,
		width: 800,
		height: 800,
	},
	{
		src: '/images/products/signature-screen-springs.svg',
		alt: `Two tension springs on the top rail of the screen pressing against the window channel: ${PRODUCT.installation.toLowerCase()}, no tools needed`,
		width: 800,
		height: 800,
	},
]
