import { useEffect, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useCart, type AddOutcome } from '#app/components/cart/cart-context.tsx'
import { SCREEN_LABEL_MAX_LENGTH } from '#app/content/words/screen-labels.ts'
import { WINDOW_BOOK_WORDS } from '#app/content/words/window-book.ts'
import type { ScreenConfig } from '#app/domain/order/screen-size.ts'
import { toast } from '#app/utils/toast.ts'
import { NoScriptReturn, enhanced } from '#app/components/ui/no-script-return.tsx'
import { OutlineButton } from '#app/components/ui/outline-button.tsx'

/** One opening of the window book as /account's loader sends it. */
export type BookWindow = { id: string; label: string; size: string; config: ScreenConfig }

/** A line to put in the cart: a size (with quantity) and its label. */
export type CartLineToAdd = { config: ScreenConfig; label: string }

/** Adds lines to the cart one by one; answers how many went in and whether the cart was full. */
export function useAddLines() {
	const cart = useCart()
	return (lines: readonly CartLineToAdd[]) => {
		let added = 0
		let outcome: AddOutcome = 'added'
		for (const line of lines) {
			outcome = cart.addItem(line.config, line.label)
			if (outcome !== 'added') break
			added++
		}
		return { added, outcome }
	}
}

/** The "Add selected to cart" form, which the checkboxes in the list belong to. */
const SELECTED_FORM_ID = 'window-book-selected'

/** "My windows" on /account. */
export function WindowBook({
	windows,
	answer,
}: {
	windows: readonly BookWindow[]
	answer: { ok: boolean; message: string } | undefined
}) {
	const addLines = useAddLines()
	const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
	const busy = useNavigation().state !== 'idle'
	useEffect(() => {
		if (answer) toast({ title: WINDOW_BOOK_WORDS.title, description: answer.message })
	}, [answer])

	function add(chosen: readonly BookWindow[]) {
		if (chosen.length === 0) return toast({ title: WINDOW_BOOK_WORDS.noneSelected })
		const { added, outcome } = addLines(
			chosen.map((window) => ({ config: { ...window.config, quantity: 1 }, label: window.label })),
		)
		if (added > 0) toast({ title: WINDOW_BOOK_WORDS.added(added) })
		if (outcome === 'full') toast({ title: WINDOW_BOOK_WORDS.cartFull })
		if (outcome === 'loading') toast({ title: WINDOW_BOOK_WORDS.cartLoading })
	}

	if (windows.length === 0) return <p className="mt-2 text-muted">{WINDOW_BOOK_WORDS.empty}</p>
	return (
		<>
			<p className="mt-2 text-muted">{WINDOW_BOOK_WORDS.intro}</p>
			<ul className="mt-4 divide-y divide-gray-100">
				{windows.map((window) => {
					const name = `${window.label || WINDOW_BOOK_WORDS.noLabel}, ${window.size}`
					const checkboxId = `window-${window.id}`
					return (
						<li key={window.id} className="flex flex-wrap items-center gap-3 py-3">
							<input
								id={checkboxId}
								type="checkbox"
								form={SELECTED_FORM_ID}
								name="id"
								value={window.id}
								checked={selected.has(window.id)}
								onChange={(event) => {
									const next = new Set(selected)
									if (event.target.checked) next.add(window.id)
									else next.delete(window.id)
									setSelected(next)
								}}
								aria-label={WINDOW_BOOK_WORDS.select(name)}
								className="size-5"
							/>
							<span className="min-w-40 flex-1">
								<span className="block font-semibold text-ink">
									{window.label || WINDOW_BOOK_WORDS.noLabel}
								</span>
								<span className="block text-sm text-muted">{window.size}</span>
							</span>
							<Form method="post" className="flex items-center gap-2">
								<input type="hidden" name="intent" value="rename-window" />
								<NoScriptReturn to="/account" />
								<input type="hidden" name="id" value={window.id} />
								<input
									name="label"
									defaultValue={window.label}
									maxLength={SCREEN_LABEL_MAX_LENGTH}
									aria-label={WINDOW_BOOK_WORDS.renameLabel(name)}
									className="w-36 rounded-md border border-gray-400 px-2 py-1 text-sm text-ink"
								/>
								<OutlineButton type="submit" disabled={busy} className="px-3 py-1.5 text-sm">
									{WINDOW_BOOK_WORDS.rename}
								</OutlineButton>
							</Form>
							<Form method="post">
								<input type="hidden" name="intent" value="delete-window" />
								<NoScriptReturn to="/account" />
								<input type="hidden" name="id" value={window.id} />
								<OutlineButton
									type="submit"
									disabled={busy}
									aria-label={`${WINDOW_BOOK_WORDS.delete} ${name}`}
									className="px-3 py-1.5 text-sm"
								>
									{WINDOW_BOOK_WORDS.delete}
								</OutlineButton>
							</Form>
							<form method="post" onSubmit={enhanced(() => add([window]))}>
								<input type="hidden" name="intent" value="add-windows" />
								<input type="hidden" name="id" value={window.id} />
								<OutlineButton
									type="submit"
									aria-label={`${WINDOW_BOOK_WORDS.addToCart}: ${name}`}
									className="px-3 py-1.5 text-sm"
								>
									{WINDOW_BOOK_WORDS.addToCart}
								</OutlineButton>
							</form>
						</li>
					)
				})}
			</ul>
			<form
				id={SELECTED_FORM_ID}
				method="post"
				onSubmit={enhanced(() => add(windows.filter((window) => selected.has(window.id))))}
			>
				<input type="hidden" name="intent" value="add-windows" />
				{/* Raw: a filled button a size below the kit's Button, and /account's only one. */}
				<button
					type="submit"
					className="mt-4 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
				>
					{WINDOW_BOOK_WORDS.addSelected}
				</button>
			</form>
		</>
	)
}
