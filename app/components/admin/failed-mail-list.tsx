import { Form, useNavigation } from 'react-router'
import { AdminButton } from './admin-page.tsx'

export type FailedMailView = {
	id: string
	to: string
	subject: string
	attempts: number
	lastError: string
	createdAt: string
}

/** E-mails the outbox gave up on, each with its last error and a Retry button. */
export function FailedMailList({ mails }: { mails: FailedMailView[] }) {
	const navigation = useNavigation()
	const retrying = navigation.state === 'submitting' ? navigation.formData?.get('id') : null
	if (mails.length === 0) {
		return <p className="mt-6 text-muted">No failed e-mails: everything was sent.</p>
	}
	return (
		<ul className="mt-6 space-y-4">
			{mails.map((mail) => (
				<li key={mail.id}>
					<article
						aria-labelledby={`mail-${mail.id}`}
						className="rounded-lg border border-gray-200 p-4"
					>
						<h2 id={`mail-${mail.id}`} className="font-semibold break-all text-ink">
							{mail.subject}
						</h2>
						<p className="mt-1 break-all text-muted">
							To {mail.to} · queued {mail.createdAt} · {mail.attempts} failed attempt
							{mail.attempts === 1 ? '' : 's'}
						</p>
						<p className="mt-2 font-medium text-ink">Last error</p>
						<pre className="mt-1 overflow-x-auto rounded bg-gray-100 p-2 text-sm whitespace-pre-wrap text-ink">
							{mail.lastError || 'No error recorded.'}
						</pre>
						<Form method="post" className="mt-3">
							<input type="hidden" name="id" value={mail.id} />
							<AdminButton
								type="submit"
								disabled={retrying === mail.id}
								aria-label={`Retry the e-mail "${mail.subject}" to ${mail.to}`}
							>
								{retrying === mail.id ? 'Retrying...' : 'Retry'}
							</AdminButton>
						</Form>
					</article>
				</li>
			))}
		</ul>
	)
}
