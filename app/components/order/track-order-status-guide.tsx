// The status guide of /track-order: the steps of a paid order (Order Received -> In Production
// -> Quality Check -> Shipped), each done, current or upcoming with the day it was reached.
import { formatOrderDate } from '#app/domain/order/order-display.ts'
import type { GuideStep } from '#app/domain/order/order-status.ts'

export function StatusGuide({ steps, title }: { steps: GuideStep[]; title: string }) {
	return (
		<section aria-labelledby="status-guide" className="mt-8">
			<h2 id="status-guide" className="text-xl font-semibold">
				{title}
			</h2>
			<ol className="mt-4 grid gap-3 sm:grid-cols-4">
				{steps.map((step, index) => (
					<li
						key={step.step}
						aria-current={step.state === 'current' ? 'step' : undefined}
						className={`rounded-lg border p-4 ${
							step.state === 'upcoming'
								? 'border-gray-200 text-muted'
								: 'border-brand-600 bg-brand-50 text-ink'
						}`}
					>
						<span className="block text-sm">Step {index + 1}</span>
						<span className="block font-semibold">{step.label}</span>
						<span className="block text-sm">
							{step.state === 'current' ? 'Current status' : step.state === 'done' ? 'Done' : ''}
							{step.reachedAt ? ` · ${formatOrderDate(step.reachedAt)}` : ''}
						</span>
					</li>
				))}
			</ol>
		</section>
	)
}
