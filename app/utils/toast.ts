import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'destructive'
export type ToastMessage = { title: string; description?: string; variant?: ToastVariant }
export type Toast = ToastMessage & { id: number }

const DISPLAY_MS = 5000
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: Toast[]) {
	toasts = next
	for (const listener of listeners) listener()
}

/** Shows a message in the toaster (browser only). */
export function toast(message: ToastMessage): number {
	const id = nextId++
	publish([...toasts, { ...message, id }])
	setTimeout(() => dismissToast(id), DISPLAY_MS)
	return id
}

export function dismissToast(id: number) {
	publish(toasts.filter((t) => t.id !== id))
}

const noToasts: Toast[] = []
export function useToasts(): Toast[] {
	return useSyncExternalStore(
		(listener) => {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		() => toasts,
		() => noToasts,
	)
}
