// The kit's text controls: one look for an input, a select and a textarea. FormField
// (form-field.tsx) draws its labelled controls with it; Input, Select and Textarea are the
// controls for forms that lay out their own label and messages.
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

// Whole class names only: Tailwind finds the classes it generates by reading this file.
export const INPUT_CLASS =
	'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700'

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
