// better-sqlite3 compiles a statement on every prepare(), and Kysely prepares each query it runs:
// for the short queries a request makes, compiling cost as much as running. This wrapper keeps
// statements by SQL text (values are bound per run, so one statement serves every user). Safe
// because Kysely runs one query at a time on the single SQLite connection, so a statement is
// never re-entered while another run of it is under way.
import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Enough for every query text the shop makes; a merge's VALUES list varies with its size. */
export const STATEMENT_CACHE_SIZE = 500

export function cachingStatements(
	sqlite: SQLite.Database,
	size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
	const statements = new Map<string, SQLite.Statement>()
	return {
		close: () => {
			statements.clear()
			sqlite.close()
		},
		prepare(sql) {
			let statement = statements.get(sql)
			if (!statement) {
				statement = sqlite.prepare(sql)
				// Oldest first: the texts the shop makes are far fewer than `size`.
				if (statements.size >= size) statements.delete(statements.keys().next().value!)
				statements.set(sql, statement)
			}
			return statement
		},
	}
}
