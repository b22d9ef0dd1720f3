// A plain-text table for the terminal: a header, a rule, and the rows, each column padded to its
// widest cell. Used by the size budget, the load bench and the Lighthouse run.

/** The table's lines: header, rule, then one line per row (cells are strings). */
export function textTable(header, rows) {
	const widths = header.map((_, i) =>
		Math.max(header[i].length, ...rows.map((row) => row[i].length)),
	)
	const render = (cells) =>
		cells
			.map((cell, i) => cell.padEnd(widths[i]))
			.join('  ')
			.trimEnd()
	return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(render)]
}
