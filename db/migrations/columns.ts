import type { CreateTableBuilder } from 'kysely'

// Columns that several tables share. Migrations that have run use these: never change what they
// add (db/migrations/migration-sql.test.ts holds every migration's SQL); a different set of
// columns is a new function here.

/**
 * A priced line of screens, as order_items (0004) and quote_lines (0012) store it: the size in
 * whole inches and sixteenths, how many, the unit price and the line's total in integer cents.
 */
export function pricedScreenLineColumns<TB extends string, C extends string>(
	table: CreateTableBuilder<TB, C>,
) {
	return table
		.addColumn('width', 'integer', (col) => col.notNull())
		.addColumn('width_sixteenths', 'integer', (col) => col.notNull())
		.addColumn('height', 'integer', (col) => col.notNull())
		.addColumn('height_sixteenths', 'integer', (col) => col.notNull())
		.addColumn('quantity', 'integer', (col) => col.notNull())
		.addColumn('unit_price_cents', 'integer', (col) => col.notNull())
		.addColumn('line_total_cents', 'integer', (col) => col.notNull())
}
