import { Form } from 'react-router'
import { AdminButton } from './admin-page.tsx'

/** What /admin/order shows of an order's fit check, every word resolved by the server. */
export type FitCheckView = {
	heading: string
	/** Held, or how and when the hold ended and by whom. */
	state: string
	held: boolean
	/** Each finding's reason, and how many more were not kept. */
	reasons: string[]
	more: string | null
	/** The release button and its hint, while the order is held and not yet made or closed. */
	release: { label: string; hint: string } | null
}

/** The findings of an order's fit check, and the owner's release while it is held. */
export function FitCheckSection({ view }: { view: FitCheckView }) {
	return (
		<section
			aria-labelledby="fit-check-title"
			className={`mt-6 rounded-md border-2 p-4 ${view.held ? 'border-amber-600 bg-amber-50 text-amber-950' : 'border-gray-200'}`}
		>
			<h2 id="fit-check-title" className="text-lg font-bold">
				{view.heading}
			</h2>
			<p className="mt-1 font-semibold" data-testid="fit-check-state">
				{view.state}
			</p>
			<ul className="mt-2 list-disc space-y-1 pl-5">
				{view.reasons.map((reason, index) => (
					<li key={index}>{reason}</li>
				))}
				{view.more ? <li>{view.more}</li> : null}
			</ul>
			{view.release ? (
				<Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
					<input type="hidden" name="intent" value="fit-release" />
					<AdminButton type="submit" aria-describedby="fit-release-hint">
						{view.release.label}
					</AdminButton>
					<span id="fit-release-hint">{view.release.hint}</span>
				</Form>
			) : null}
		</section>
	)
}
