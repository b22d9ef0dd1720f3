import { FormField } from '#app/components/ui/form-field.tsx'
import { BULK_QUOTE_LIMITS } from '#app/domain/bulk-quote-limits.ts'
import type { JobQuoteContactErrors, JobQuoteContactField } from '#app/domain/job-quote-request.ts'

type Props = {
	/** Starts each input's id, so that two forms on one page keep theirs apart (`bulk-name`). */
	idPrefix: string
	errors: JobQuoteContactErrors
	/** What the visitor sent, shown again when the server refused it. */
	values: Record<string, string>
}

/**
 * Who a quote is for, as /bulk-orders asks it in the bulk-quote request and with the job list:
 * name, company, e-mail and phone, with the bulk-quote request's limits.
 */
export function QuoteContactFields({ idPrefix, errors, values }: Props) {
	const field = (name: JobQuoteContactField) => ({
		id: `${idPrefix}-${name}`,
		name,
		error: errors[name],
		defaultValue: values[name] ?? '',
	})
	return (
		<>
			<FormField
				{...field('name')}
				label="Name"
				autoComplete="name"
				required
				maxLength={BULK_QUOTE_LIMITS.name}
			/>
			<FormField
				{...field('company')}
				label="Company (optional)"
				autoComplete="organization"
				maxLength={BULK_QUOTE_LIMITS.company}
			/>
			<FormField
				{...field('email')}
				label="Email"
				type="email"
				autoComplete="email"
				required
				maxLength={BULK_QUOTE_LIMITS.email}
			/>
			<FormField
				{...field('phone')}
				label="Phone (optional)"
				type="tel"
				autoComplete="tel"
				maxLength={BULK_QUOTE_LIMITS.phone}
			/>
		</>
	)
}
