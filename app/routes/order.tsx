import { lazy, Suspense } from 'react'
import { data } from 'react-router'
import type { Route } from './+types/order'
import {
	checkInquiry,
	throttledInquiryMessage,
	type InquiryResult,
} from '#app/components/inquiry/inquiry-form-schema.ts'
import {
	INQUIRY_FORM_SLOT,
	InquiryFormPlaceholder,
	typedBeforeLoad,
} from '#app/components/inquiry/inquiry-form-placeholder.tsx'
import { KeptHtml } from '#app/components/layout/kept-html.tsx'
import type * as Showcase from '#app/components/order/product-showcase.ts'
import { ORDER_PAGE_DESCRIPTION, productJsonLd } from '#app/components/order/product-json-ld.ts'
import { ScreenConfigurator } from '#app/components/order/screen-configurator.tsx'
import { CONTACT, PRODUCT, SHOP } from '#app/content/facts/shop-facts.ts'
import { PRODUCT_IMAGES } from '#app/content/images/product-images.ts'
import { INQUIRY_LIMITS } from '#app/domain/inquiry/inquiry-limits.ts'
import { publicOrigin } from '#app/utils/public-origin.server.ts'
import { echoField, readFormBody } from '#app/utils/form-body.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { createInquiry } from '#app/workflows/inquiry/inquiry-submission.server.ts'
import {
	throttlePublicWrite,
	tooManyRequestsSentence,
} from '#app/workflows/limits/public-write-limits.server.ts'

// The gallery and the specification are a chunk of their own too. The server renders them (the
// gallery's first image is the page's largest paint); the browser keeps that HTML until the
// chunk has run, and shows a copy of it should an update reach them first (KeptHtml).
// In the browser the chunk is asked for as soon as this module runs, so that it arrives while
// the page hydrates, and on a move to /order from another page with the page's own code.
let showcaseModule: Promise<typeof Showcase> | undefined
const showcase = () => (showcaseModule ??= import('#app/components/order/product-showcase.ts'))
if (typeof document !== 'undefined') void showcase()
const ProductGallery = lazy(async () => ({ default: (await showcase()).ProductGallery }))
const ProductSpecs = lazy(async () => ({ default: (await showcase()).ProductSpecs }))

// The inquiry form, at the foot of the page, is a chunk of its own: the page hydrates without
// waiting for it. The server renders it in the page; in the browser the server's form, and what
// is typed into it, stays until the chunk has run (Suspense, or the placeholder if an update
// comes first), and the form then starts from what was typed (inquiry-form.tsx).
const InquiryForm = lazy(async () => ({
	default: (await import('#app/components/inquiry/inquiry-form.tsx')).InquiryForm,
}))

const GALLERY = { id: 'product-gallery', className: 'space-y-3' }
const SPECS_ID = 'product-specs'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
	...pageMeta(matches, `Order Custom ${PRODUCT.name}s`, ORDER_PAGE_DESCRIPTION),
	...(loaderData ? [{ 'script:ld+json': loaderData.productJsonLd }] : []),
]

// The product's data for search engines is built here, on the server, so that neither the
// builder nor the image list is in the browser's bundle.
export function loader({ context }: Route.LoaderArgs) {
	const origin = publicOrigin(context.env)
	return { productJsonLd: productJsonLd(origin, PRODUCT_IMAGES, shopIdentity(context.env)) }
}

// A refused inquiry says when to try again (Retry-After), also to a page post.
export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

/**
 * The inquiry form ('Questions Before Ordering?'). Every post counts toward the address's limit
 * before it is checked: refused ones cost the server too.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormBody(request, INQUIRY_LIMITS)
	const throttled = await throttlePublicWrite(context, request, 'inquiry')
	if (throttled) {
		const message = throttledInquiryMessage(tooManyRequestsSentence(throttled))
		return data<InquiryResult>(
			{ status: 'throttled', message },
			{ status: 429, headers: { 'Retry-After': String(throttled.retryAfterSeconds) } },
		)
	}
	const check = checkInquiry(form)
	if (!check.ok) {
		const values = {
			email: echoField(form, 'email', INQUIRY_LIMITS),
			inquiry: echoField(form, 'inquiry', INQUIRY_LIMITS),
		}
		const result: InquiryResult = { status: 'invalid', ...check, values }
		return data(result, { status: 400 })
	}
	// Storing the inquiry queues its e-mail in the same transaction; if that fails the customer
	// gets the spec's 'Failed to send your inquiry' and can try again.
	try {
		await createInquiry(
			context.db,
			{ kind: 'question', email: check.data.email, message: check.data.inquiry },
			context.env,
		)
	} catch (error) {
		console.error('Storing an inquiry failed', error)
		return data<InquiryResult>({ status: 'failed' }, { status: 503 })
	}
	context.wakeOutbox()
	return data<InquiryResult>({ status: 'sent' })
}

/** A network failure (no answer at all) becomes the spec's 'unexpected error' toast. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
	try {
		return await serverAction()
	} catch {
		return data<InquiryResult>({ status: 'unexpected' })
	}
}

export default function OrderPage({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
			<header className="max-w-3xl">
				<p className="eyebrow">Made in the {SHOP.madeIn}</p>
				<h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">Order Your {PRODUCT.name}</h1>
				<p className="mt-3 text-lg text-muted">
					Custom-made to the size of your window, to the nearest 1/16 inch, and shipped to your
					door.
				</p>
			</header>
			{/* Phones: images, then the specification card, then the specs; wide screens: the card
			    stays beside the images and specs. */}
			<div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
				<Suspense fallback={<KeptHtml {...GALLERY} />}>
					<ProductGallery {...GALLERY} />
				</Suspense>
				<div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
					<ScreenConfigurator />
				</div>
				<Suspense
					fallback={<KeptHtml as="section" id={SPECS_ID} aria-labelledby={`${SPECS_ID}-heading`} />}
				>
					<ProductSpecs id={SPECS_ID} />
				</Suspense>
			</div>
			<section
				id="inquiry"
				aria-labelledby="inquiry-heading"
				className="mt-14 scroll-mt-24 rounded-2xl bg-gray-50 p-6 sm:p-8"
			>
				<div className="max-w-2xl">
					<h2 id="inquiry-heading" className="text-2xl font-bold text-ink">
						Questions Before Ordering?
					</h2>
					<p className="mt-2 text-muted">
						Ask us about sizes, measuring or installation. We reply by email, usually within{' '}
						{CONTACT.responseHours} hours.
					</p>
					<div id={INQUIRY_FORM_SLOT}>
						<Suspense fallback={<InquiryFormPlaceholder />}>
							<InquiryForm documentResult={actionData} typedBeforeLoad={typedBeforeLoad} />
						</Suspense>
					</div>
				</div>
			</section>
		</div>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
