import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import type { ToastMessage } from './toast.ts'

// A toast that survives a redirect (forms that work without JavaScript): set by an action,
// shown and cleared by the root loader on the next page.
const ToastSchema = z.object({
	title: z.string(),
	description: z.string().optional(),
	variant: z.enum(['default', 'destructive']).optional(),
})

function toastCookie(secret: string) {
	return createCookie('toast', {
		secrets: [secret],
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		maxAge: 60,
	})
}

export async function redirectWithToast(url: string, message: ToastMessage, secret: string) {
	return redirect(url, {
		headers: { 'Set-Cookie': await toastCookie(secret).serialize(message) },
	})
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request, secret: string) {
	const cookieHeader = request.headers.get('Cookie')
	if (!cookieHeader?.includes('toast=')) return { toast: null, headers: undefined }
	const parsed = ToastSchema.safeParse(await toastCookie(secret).parse(cookieHeader))
	const clear = await toastCookie(secret).serialize('', { maxAge: 0 })
	return { toast: parsed.success ? parsed.data : null, headers: { 'Set-Cookie': clear } }
}
