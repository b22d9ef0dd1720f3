import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { INQUIRY_LIMITS } from '#app/domain/inquiry/inquiry-limits.ts'
import { toast } from '#app/utils/toast.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import {
	checkInquiry,
	inquiryResultMessage,
	type InquiryField,
	type InquiryResult,
} from './inquiry-form-schema.ts'
import { Button } from '#app/components/ui/button.tsx'
import type { TypedBeforeLoad } from './inquiry-form-placeholder.tsx'

/**
 * 'Questions Before Ordering?' With JavaScript it posts in the background and answers with a
 * toast; without, the page posts and `documentResult` (the action's answer) is shown inline.
 */
export function InquiryForm({
	documentResult,
	typedBeforeLoad,
}: {
	documentResult?: InquiryResult
	/** What was typed into the page's form before this component ran (/order loads it lazily). */
	typedBeforeLoad: TypedBeforeLoad
}) {
	const fetcher = useFetcher<InquiryResult>({ key: 'inquiry' })
	const hydrated = useHydrated()
	const result = fetcher.data ?? documentResult
	const echoed = documentResult?.status === 'invalid' ? documentResult.values : undefined
	// On /order this component loads after the page has hydrated: it starts from what was typed
	// into the page's form before it ran (inquiry-form-placeholder.tsx), and takes up once more,
	// as it replaces them, what was typed into the placeholder's boxes while it rendered.
	const [email, setEmail] = useState(() => echoed?.email ?? typedBeforeLoad.read('inquiry-email'))
	const [inquiry, setInquiry] = useState(
		() => echoed?.inquiry ?? typedBeforeLoad.read('inquiry-question'),
	)
	useLayoutEffect(() => {
		const [lastEmail, lastInquiry] = [
			typedBeforeLoad.read('inquiry-email'),
			typedBeforeLoad.read('inquiry-question'),
		]
		typedBeforeLoad.forget()
		// Text from outside React (the placeholder's boxes), taken up once, before the first paint.
		// eslint-disable-next-line react-hooks/set-state-in-effect
		if (lastEmail) setEmail(lastEmail)
		if (lastInquiry) setInquiry(lastInquiry)
	}, [typedBeforeLoad])
	const [answered, setAnswered] = useState(fetcher.data)
	if (fetcher.data !== answered) {
		setAnswered(fetcher.data)
		if (fetcher.data?.status === 'sent') {
			setEmail('')
			setInquiry('')
		}
	}
	useEffect(() => {
		if (fetcher.data) toast(inquiryResultMessage(fetcher.data))
	}, [fetcher.data])

	const submitting = fetcher.state !== 'idle'
	const fieldErrors = result?.status === 'invalid' ? result.fieldErrors : {}
	const errorId = (field: InquiryField) =>
		fieldErrors[field] ? `inquiry-${field}-error` : undefined

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const check = checkInquiry({ email, inquiry })
		if (check.ok) return
		event.preventDefault()
		toast(check.message)
	}

	return (
		<fetcher.Form
			method="post"
			action="/order#inquiry"
			onSubmit={onSubmit}
			className="mt-6 space-y-4"
		>
			<div>
				<label htmlFor="inquiry-email" className="font-medium text-ink">
					Email
				</label>
				<input
					id="inquiry-email"
					name="email"
					type="email"
					autoComplete="email"
					required
					maxLength={INQUIRY_LIMITS.email}
					value={email}
					onChange={(event) => setEmail(event.target.value)}
					aria-invalid={Boolean(fieldErrors.email) || undefined}
					aria-describedby={errorId('email')}
					className="input-look"
				/>
				<FieldError id={errorId('email')} message={fieldErrors.email} />
			</div>
			<div>
				<label htmlFor="inquiry-question" className="font-medium text-ink">
					Your question
				</label>
				<textarea
					id="inquiry-question"
					name="inquiry"
					required
					rows={4}
					maxLength={INQUIRY_LIMITS.inquiry}
					value={inquiry}
					onChange={(event) => setInquiry(event.target.value)}
					aria-invalid={Boolean(fieldErrors.inquiry) || undefined}
					aria-describedby={errorId('inquiry')}
					className="input-look"
				/>
				<FieldError id={errorId('inquiry')} message={fieldErrors.inquiry} />
			</div>
			{documentResult && !fetcher.data ? (
				<p
					role={documentResult.status === 'sent' ? 'status' : 'alert'}
					className="rounded-md bg-gray-50 p-3 font-medium text-ink"
				>
					{`${inquiryResultMessage(documentResult).title} ${inquiryResultMessage(documentResult).description ?? ''}`}
				</p>
			) : null}
			<Button
				type="submit"
				// Without JavaScript the button must work: the browser's `required` checks instead.
				disabled={hydrated && (!email || !inquiry || submitting)}
			>
				{submitting ? 'Sending...' : 'Send Inquiry'}
			</Button>
			<p className="sr-only" aria-live="polite">
				{submitting ? 'Sending your inquiry' : ''}
			</p>
		</fetcher.Form>
	)
}

function FieldError({ id, message }: { id?: string; message?: string }) {
	if (!id || !message) return null
	return (
		<p id={id} className="mt-1 text-sm font-medium text-red-800">
			{message}
		</p>
	)
}
