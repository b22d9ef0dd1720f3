// The kit's text controls: one look for an input, a select and a textarea. FormField
// (form-field.tsx) draws its labelled controls with it; Input, Select and Textarea are the
// controls for forms that lay out their own label and messages.
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

/** The look, defined once in app.css (`@utility input-look`). */
export const INPUT_CLASS = 'input-look'

/** The look, then what `className` adds (a font, a case); it never replaces the look. */
function lookWith(className: string | undefined): string {
	return className ? `${INPUT_CLASS} ${className}` : INPUT_CLASS
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
	return <input {...props} className={lookWith(className)} />
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
	return <select {...props} className={lookWith(className)} />
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
	return <textarea {...props} className={lookWith(className)} />
}
