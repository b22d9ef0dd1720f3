import { useLayoutEffect, useRef, type FormEvent } from 'react'

/** The element around the inquiry form on /order, where the placeholder finds the server's form. */
export const INQUIRY_FORM_SLOT = 'inquiry-form-slot'

// The server's form as HTML, read once; and what was typed into its boxes, by box id.
let serverForm: string | undefined
const typed = new Map<string, string>()

/**
 * Suspense's fallback for /order's lazily loaded inquiry form. While hydrating, React keeps the
 * server's form as it is until the form's chunk arrives; but an update that reaches the boundary
 * first (the cart filling in, the router's state) makes React drop that HTML and show the
 * fallback. This fallback then shows the server's form again, with what was typed into it, and
 * keeps what is typed into it for the form (`typedBeforeLoad`, which the route hands the form: the
 * form's chunk imports nothing from here, so this module stays in the route's own chunk). It is a plain HTML form
 * meanwhile: sending it posts the page, as without JavaScript. On a page the browser rendered
 * itself (a client-side navigation) there is no server form, and it shows nothing.
 */
export function InquiryFormPlaceholder() {
	const box = useRef<HTMLDivElement>(null)
	serverForm ??= readServerForm()
	useLayoutEffect(() => {
		for (const [id, value] of typed) {
			const field = box.current?.querySelector(`#${id}`)
			if (isTextBox(field)) field.value = value
		}
	}, [])
	const keep = (event: FormEvent<HTMLDivElement>) => {
		if (isTextBox(event.target) && event.target.id) typed.set(event.target.id, event.target.value)
	}
	return <div ref={box} onInput={keep} dangerouslySetInnerHTML={{ __html: serverForm ?? '' }} />
}

/** What was typed into the inquiry form's boxes before the form ran, handed to the form. */
export type TypedBeforeLoad = {
	/**
	 * What is in one of the boxes before the form first renders: typed into the placeholder, or
	 * into the server's form (which hydration keeps, with its text). The form starts from it, so
	 * the text stays and Send sends it. Empty on the server.
	 */
	read(id: string): string
	/** Called once the form has taken over its boxes: what was typed is the form's now. */
	forget(): void
}

export const typedBeforeLoad: TypedBeforeLoad = {
	read(id) {
		if (typeof document === 'undefined') return ''
		const field = document.getElementById(id)
		return typed.get(id) ?? (isTextBox(field) ? field.value : '')
	},
	forget: () => typed.clear(),
}

/** The server's form in the slot, read before React removes it, with the boxes' current text. */
function readServerForm(): string | undefined {
	// The server renders the fallback too, ahead of the form it streams after it.
	if (typeof document === 'undefined') return undefined
	const form = document.getElementById(INQUIRY_FORM_SLOT)?.querySelector('form')
	if (!form) return undefined
	for (const field of form.querySelectorAll('input[id], textarea[id]')) {
		if (isTextBox(field)) typed.set(field.id, field.value)
	}
	return form.outerHTML
}

function isTextBox(node: unknown): node is HTMLInputElement | HTMLTextAreaElement {
	return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement
}
