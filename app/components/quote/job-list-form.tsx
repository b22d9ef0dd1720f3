import { lazy, Suspense, useState, type ChangeEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { JOB_LIST_FILE_TOO_LARGE } from '#app/content/words/messages/bulk.ts'
import { JOB_LIST_LIMITS } from '#app/domain/quote/job-list-limits.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import type { JobQuoteContactErrors } from '#app/domain/quote/job-quote-request.ts'
import type { VolumeTier } from '#app/domain/quote/volume-pricing.ts'
import { QuoteContactFields } from './quote-contact-fields.tsx'

// The job list on /bulk-orders. The form itself is here and works without
// JavaScript (the server reads an uploaded file, prices the list on "Price the list" and answers
// each bad row). The live preview (parser, prices, table) is a separate chunk, loaded the first
// time the list gets focus or a file, so the page's first load does not carry it; a list the
// server answered with is previewed (priced) in the server's page already.
const JobListPreview = lazy(() => import('./job-list-preview.tsx'))

export type JobQuoteActionData = {
	errors: JobQuoteContactErrors
	problems: string[]
	values: Record<string, string>
	formError: string | null
}

type Props = { tiers: readonly VolumeTier[]; result?: JobQuoteActionData }

export function JobListForm({ tiers, result }: Props) {
	const submitting = useNavigation().formData?.get('intent') === 'job-quote'
	const values = result?.values ?? {}
	const [text, setText] = useState(values.jobList ?? '')
	const [wanted, setWanted] = useState(Boolean(values.jobList?.trim()))
	// With the page's code the file is read into the box; only a plain post sends the file.
	const hydrated = useHydrated()
	const [fileError, setFileError] = useState<string | null>(null)

	async function readFile(event: ChangeEvent<HTMLInputElement>) {
		setWanted(true)
		const file = event.currentTarget.files?.[0]
		if (!file) return
		if (file.size > JOB_LIST_LIMITS.fileBytes) {
			setFileError(JOB_LIST_FILE_TOO_LARGE)
			return
		}
		setFileError(null)
		setText(await file.text())
	}

	return (
		<Form
			method="post"
			encType="multipart/form-data"
			noValidate
			className="mt-6 grid grid-cols-1 gap-5"
			aria-describedby="job-list-intro"
		>
			<input type="hidden" name="intent" value="job-quote" />
			<FormField
				id="job-list"
				name="jobList"
				label="Job list"
				multiline
				rows={8}
				hint="One opening a row: label, width, height, quantity (tab or comma separated; a header row is optional). Sizes like 30 5/16, 30-5/16 or 30.3125."
				value={text}
				onChange={(event) => setText(event.currentTarget.value)}
				onFocus={() => setWanted(true)}
				spellCheck={false}
			/>
			<div className="flex flex-wrap items-center gap-4">
				<label htmlFor="job-file" className="font-medium text-ink">
					Or upload a .csv file
				</label>
				<input
					id="job-file"
					name={hydrated ? undefined : 'jobFile'}
					type="file"
					accept=".csv,text/csv,.txt,text/plain"
					onChange={readFile}
					className="max-w-full min-w-0"
				/>
				<a href="/job-list-template.csv" download className="font-medium text-brand-700 underline">
					Download the template (CSV)
				</a>
			</div>
			<noscript>
				<Button type="submit" name="price" value="1" className="justify-self-start">
					Price the list
				</Button>
			</noscript>
			{fileError ? (
				<p role="alert" className="font-medium text-red-800">
					{fileError}
				</p>
			) : null}
			{wanted ? (
				<Suspense fallback={<p className="text-muted">Loading the price check...</p>}>
					<JobListPreview text={text} tiers={tiers} />
				</Suspense>
			) : null}
			{result?.problems.length ? (
				<div role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
					<p className="font-semibold">Please fix these rows and send the list again:</p>
					<ul className="mt-2 list-disc pl-6">
						{result.problems.map((problem) => (
							<li key={problem}>{problem}</li>
						))}
					</ul>
				</div>
			) : null}
			<fieldset className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
				<legend className="mb-2 font-semibold text-ink">Who the quote is for</legend>
				<QuoteContactFields idPrefix="job" errors={result?.errors ?? {}} values={values} />
			</fieldset>
			{result?.formError ? (
				<p role="alert" className="error-alert p-3">
					{`Error: ${result.formError}`}
				</p>
			) : null}
			<div>
				<Button type="submit" disabled={submitting}>
					{submitting ? 'Sending...' : 'Request a Quote'}
				</Button>
			</div>
		</Form>
	)
}
