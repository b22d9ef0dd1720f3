/** An order's status in words, and a clear mark when the order is flagged for review. */
export function StatusBadge({ label, flagged }: { label: string; flagged?: boolean }) {
	return (
		<span className="inline-flex flex-wrap items-center gap-1">
			<span className="rounded-full bg-gray-100 px-2 py-0.5 text-sm font-medium text-ink">
				{label}
			</span>
			{flagged ? <FlagBadge /> : null}
		</span>
	)
}

export function FlagBadge() {
	return <WarningBadge>Needs review</WarningBadge>
}

/** A short amber mark that asks the owner to look (flagged for review, due today). */
export function WarningBadge({ children }: { children: string }) {
	return (
		<span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
			{children}
		</span>
	)
}
