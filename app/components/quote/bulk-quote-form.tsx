import { Form, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { BULK } from '#app/content/facts/shop-facts.ts'
import { BULK_QUOTE_LIMITS } from '#app/domain/quote/bulk-quote-limits.ts'
import type { BulkQuoteFieldErrors } from '#app/domain/quote/bulk-quote.ts'
import { QuoteContactFields } from './quote-contact-fields.tsx'

type Props = {
	errors?: BulkQuoteFieldErrors
	values?: Record<string, string>
	/** Why the whole request was refused (e.g. too many requests), shown above the button. */
	formError?: string | null
}

/** The bulk-quote request. A plain POST form, so it works before (or without) JavaScript. */
export function BulkQuoteForm({ errors = {}, values = {}, formError }: Props) {
	const submitting = useNavigation().state === 'submitting'
	const field = (name: 'quantity' | 'message') => ({
		id: `bulk-${name}`,
		name,
		error: errors[name],
		defaultValue: values[name] ?? '',
	})
	return (
		<Form method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
			<QuoteContactFields idPrefix="bulk" errors={errors} values={values} />
			<FormField
				{...field('quantity')}
				label="Approximate quantity"
				hint={`Number of screens, ${BULK.minScreens} or more`}
				inputMode="numeric"
				required
			/>
			<div className="sm:col-span-2">
				<FormField
					{...field('message')}
					multiline
					label="Message"
					hint="Sizes, timeline, delivery address or anything else we should know"
					rows={5}
					required
					maxLength={BULK_QUOTE_LIMITS.message}
				/>
			</div>
			{formError ? (
				<p role="alert" className="error-alert p-3 sm:col-span-2">
					{`Error: ${formError}`}
				</p>
			) : null}
			<div className="sm:col-span-2">
				<Button type="submit" disabled={submitting}>
					{submitting ? 'Sending...' : 'Request Bulk Quote'}
				</Button>
			</div>
		</Form>
	)
}
