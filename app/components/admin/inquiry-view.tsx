import { Form, useNavigation } from 'react-router'
import { AdminButton, adminButtonClass, adminCardClass } from './admin-page.tsx'
import type { InquiryView } from './inquiry-list.tsx'

/** One inquiry in full, with the reply link and the button that marks it handled. */
export function InquiryFull({ inquiry }: { inquiry: InquiryView }) {
	const busy = useNavigation().state === 'submitting'
	const facts: [string, string][] = [
		['Received', inquiry.receivedAt],
		['Name', inquiry.name],
		['E-mail', inquiry.email],
		['Company', inquiry.company],
		['Phone', inquiry.phone],
		['Screens', inquiry.quantity === null ? '' : String(inquiry.quantity)],
		['Status', inquiry.handled ? `Handled ${inquiry.handledAt}` : 'New'],
	]
	return (
		<article aria-labelledby="inquiry-title" className={adminCardClass}>
			<h2 id="inquiry-title" className="text-xl font-bold text-ink">
				{inquiry.kindLabel} from {inquiry.name || inquiry.email}
			</h2>
			<dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
				{facts
					.filter(([, value]) => value)
					.map(([label, value]) => (
						<div key={label} className="contents">
							<dt className="text-muted">{label}</dt>
							<dd className="text-ink wrap-anywhere">{value}</dd>
						</div>
					))}
			</dl>
			<h3 className="mt-4 font-semibold text-ink">Message</h3>
			<p className="mt-1 whitespace-pre-wrap text-ink">{inquiry.message}</p>
			<div className="mt-4 flex flex-wrap items-center gap-3">
				<a href={inquiry.replyHref} className={adminButtonClass}>
					Reply by E-mail
				</a>
				{inquiry.handled ? null : (
					<Form method="post">
						<input type="hidden" name="id" value={inquiry.id} />
						<AdminButton type="submit" disabled={busy} secondary>
							Mark as Handled
						</AdminButton>
					</Form>
				)}
			</div>
		</article>
	)
}
