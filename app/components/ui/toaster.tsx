import { useRouteLoaderData } from 'react-router'
import { dismissToast, useToasts, type Toast, type ToastMessage } from '#app/utils/toast.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/**
 * Where toasts appear. Success messages are polite status updates; errors are alerts. A toast
 * set by a form post (the root loader's flash) is rendered by the server too, so forms that work
 * without JavaScript still show their message; once the page runs, the toast store takes over.
 */
export function Toaster() {
	const stored = useToasts()
	const hydrated = useHydrated()
	const flash = useRouteLoaderData<{ toast: ToastMessage | null }>('root')?.toast
	const toasts: Toast[] = !hydrated && flash ? [{ ...flash, id: 0 }] : stored
	const polite = toasts.filter((t) => t.variant !== 'destructive')
	const urgent = toasts.filter((t) => t.variant === 'destructive')
	return (
		<div className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto">
			<div role="status" aria-live="polite" className="flex flex-col gap-2">
				{polite.map((t) => (
					<ToastCard
						key={t.id}
						id={t.id}
						title={t.title}
						description={t.description}
						tone="border-brand-700 bg-white text-ink"
					/>
				))}
			</div>
			<div role="alert" className="flex flex-col gap-2">
				{urgent.map((t) => (
					<ToastCard
						key={t.id}
						id={t.id}
						title={t.title}
						description={t.description}
						tone="border-red-700 bg-red-50 text-red-900"
					/>
				))}
			</div>
		</div>
	)
}

type ToastCardProps = { id: number; title: string; description?: string; tone: string }

function ToastCard({ id, title, description, tone }: ToastCardProps) {
	return (
		<div
			className={`pointer-events-auto w-full max-w-sm rounded-lg border-l-4 p-4 shadow-lg ${tone}`}
		>
			<div className="flex items-start justify-between gap-3">
				<div>
					<p className="font-semibold">{title}</p>
					{description ? <p className="mt-1 text-sm">{description}</p> : null}
				</div>
				{/* Raw: a bare x that dismisses a toast, no look of the kit's buttons. */}
				<button
					type="button"
					onClick={() => dismissToast(id)}
					className="rounded px-1 text-lg leading-none"
					aria-label={`Dismiss: ${title}`}
				>
					×
				</button>
			</div>
		</div>
	)
}
