/** A form's overall refusal (e.g. wrong e-mail or password), shown above its fields. */
export function FormError({ id, message }: { id?: string; message?: string }) {
	if (!id || !message) return null
	return (
		<p id={id} className="rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900">
			{message}
		</p>
	)
}
