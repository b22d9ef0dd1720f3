import { FormField } from '#app/components/ui/form-field.tsx'
import { BULK_QUOTE_LIMITS } from '#app/domain/quote/bulk-quote-limits.ts'
import type {
	JobQuoteContactErrors,
	JobQuoteContactField,
} from '#app/domain/quote/job-quote-request.ts'

type Props = {
	/** Starts each input's id, so that two forms on one page keep theirs apart (`bulk-name`). */
	idPrefix: string
	errors: JobQuoteContactErrors
	/** What the visitor sent, shown again when the server refused it. */
	values: Record<string, string>
}

const CONTACT_FIELDS = [
	{ name: 'name', label: 'Name', autoComplete: 'name', required: true },
	{ name: 'company', label: 'Company (optional)', autoComplete: 'organization' },
	{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
	{ name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly {
	name: JobQuoteContactField
	label: string
	autoComplete: string
	type?: 'email' | 'tel'
	required?: boolean
}[]

/**
 * Who a quote is for, as /bulk-orders asks it in the bulk-quote request and with the job list:
 * name, company, e-mail and phone, with the bulk-quote request's limits.
 */
export function QuoteContactFields({ idPrefix, errors, values }: Props) {
	return CONTACT_FIELDS.map(({ name, ...field }) => (
		<FormField
			key={name}
			{...field}
			id={`${idPrefix}-${name}`}
			name={name}
			maxLength={BULK_QUOTE_LIMITS[name]}
			error={errors[name]}
			defaultValue={values[name] ?? ''}
		/>
	))
}
