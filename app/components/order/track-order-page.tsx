// /track-order's page: the order number and e-mail form, its problems or the link sent, and the
// order it found (track-order-details.tsx), else the status guide as a paid order goes along it.
import { Form, useNavigation } from 'react-router'
import {
	ORDER_STATUS_LABELS,
	TRACKING_STEPS,
	type GuideStep,
} from '#app/domain/order/order-status.ts'
import { Button } from '#app/components/ui/button.tsx'
import { TrackedOrderDetails } from './track-order-details.tsx'
import type { TrackOrderResult } from './track-order-result.ts'
import { StatusGuide } from './track-order-status-guide.tsx'

const STATIC_GUIDE: GuideStep[] = TRACKING_STEPS.map((step) => ({
	step,
	label: ORDER_STATUS_LABELS[step],
	state: 'upcoming',
	reachedAt: null,
}))

export function TrackOrderPage({ result }: { result?: TrackOrderResult }) {
	const submitting = useNavigation().state === 'submitting'
	const errors = result?.fieldErrors ?? {}
	return (
		<section className="mx-auto max-w-4xl px-4 py-16">
			<h1 className="text-3xl font-bold">Track Your Order</h1>
			<p className="mt-3 text-muted">
				Enter the order number from your confirmation e-mail and the e-mail address you paid with.
			</p>
			<Form method="post" className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
				<div>
					<label htmlFor="track-order-number" className="font-medium text-ink">
						Order number
					</label>
					<input
						id="track-order-number"
						name="orderNumber"
						required
						autoComplete="off"
						placeholder="e.g. A1B2C3D4"
						defaultValue={result?.values.orderNumber}
						aria-invalid={errors.orderNumber ? true : undefined}
						aria-describedby={errors.orderNumber ? 'track-order-number-error' : undefined}
						className="input-look font-mono uppercase"
					/>
				</div>
				<div>
					<label htmlFor="track-order-email" className="font-medium text-ink">
						E-mail
					</label>
					<input
						id="track-order-email"
						name="email"
						type="email"
						required
						autoComplete="email"
						defaultValue={result?.values.email}
						aria-invalid={errors.email ? true : undefined}
						aria-describedby={errors.email ? 'track-order-email-error' : undefined}
						className="input-look"
					/>
				</div>
				<Button type="submit" disabled={submitting}>
					{submitting ? 'Tracking...' : 'Track Order'}
				</Button>
			</Form>
			{errors.orderNumber ? (
				<p id="track-order-number-error" className="mt-2 text-sm font-medium text-red-700">
					{errors.orderNumber}
				</p>
			) : null}
			{errors.email ? (
				<p id="track-order-email-error" className="mt-2 text-sm font-medium text-red-700">
					{errors.email}
				</p>
			) : null}
			{result?.message ? (
				<p role="alert" className="error-alert mt-6 p-4">
					{result.message}
				</p>
			) : null}
			{result?.notice ? (
				<div
					role="status"
					className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4 text-ink"
				>
					<p className="font-semibold" data-testid="link-sent">
						{result.notice.text}
					</p>
					<p className="mt-1 text-sm">{result.notice.hint}</p>
				</div>
			) : null}
			{result?.order ? (
				<TrackedOrderDetails order={result.order} values={result.values} />
			) : (
				<StatusGuide steps={STATIC_GUIDE} title="Order status guide" />
			)}
		</section>
	)
}
