// A hot query built and compiled by Kysely once per database, then run with new values each
// call: building and compiling a query costs more than running a short one on SQLite, and it ran
// on every request (the session check, the cart list and removal). On PostgreSQL it also goes as
// a named prepared statement (db/pg-statements.ts).
import { CompiledQuery, type QueryResult } from 'kysely'
import type { DB } from './index.ts'
import { prepareOnEveryConnection } from './pg-statements.ts'

const SLOT = Symbol('prepared query value')
type Slot = { readonly [SLOT]: number }

const isSlot = (value: unknown): value is Slot =>
	typeof value === 'object' && value !== null && SLOT in value

/** A query builder or a `sql` template. */
type Query<Row> = { compile(db: DB): CompiledQuery<Row> }

/**
 * `build` receives stand-ins for the values and must use each as a plain value (a comparison,
 * an inserted value or a `sql` template value; not an `in` list); the answer runs the query with
 * the values it is given.
 */
export function preparedQuery<Values extends unknown[], Row>(
	build: (db: DB, ...values: Values) => Query<Row>,
): (db: DB, ...values: Values) => Promise<QueryResult<Row>> {
	const compiled = new WeakMap<DB, { sql: string; parameters: readonly unknown[] }>()
	return async (db, ...values) => {
		let template = compiled.get(db)
		if (!template) {
			const slots = values.map((_, index): Slot => ({ [SLOT]: index }))
			const query = build(db, ...(slots as Values)).compile(db)
			const used = new Set(query.parameters.filter(isSlot).map((slot) => slot[SLOT]))
			if (used.size !== values.length) {
				throw new Error(`preparedQuery: every value must be used as a value: ${query.sql}`)
			}
			template = { sql: query.sql, parameters: query.parameters }
			prepareOnEveryConnection(query.sql)
			compiled.set(db, template)
		}
		const parameters = template.parameters.map((value) =>
			isSlot(value) ? values[value[SLOT]] : value,
		)
		return db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters))
	}
}
