/** A back office table that scrolls sideways inside its box on a phone (orders, production). */
export const adminTableClass = 'w-full border-collapse text-sm sm:text-base'

/** A cell of the back office's tables (orders, an order's lines and history, production). */
export const adminCellClass = 'border-b border-gray-200 px-3 py-2 text-left align-top'

/** A table's head: a column heading for each name. */
export function ColumnHeadings({ names }: { names: readonly string[] }) {
	return (
		<thead>
			<tr>
				{names.map((name) => (
					<th key={name} scope="col" className={`${adminCellClass} font-semibold`}>
						{name}
					</th>
				))}
			</tr>
		</thead>
	)
}
