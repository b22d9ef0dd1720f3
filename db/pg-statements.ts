// PostgreSQL parses and plans every query Kysely sends (as unnamed statements). The few queries
// made on every request (db/prepared-query.ts) go as named prepared statements instead: parsed
// and planned once per connection, then only bound and run. Behind a connection pooler, it must
// keep prepared statements per client (PgBouncer 1.21+ with max_prepared_statements, or session
// pooling).
import type pg from 'pg'

const names = new Map<string, string>()

/** Has this query text prepared once on each connection that runs it; its values still vary. */
export function prepareOnEveryConnection(text: string): void {
	if (!names.has(text)) names.set(text, `shop_${names.size + 1}`)
}

/** Sends the query texts marked above as named prepared statements on the pool's connections. */
export function sendPreparedStatements(pool: pg.Pool): void {
	pool.on('connect', (client) => {
		const query = client.query.bind(client) as (...args: unknown[]) => unknown
		client.query = ((text: unknown, ...rest: unknown[]) => {
			const name = typeof text === 'string' ? names.get(text) : undefined
			if (name === undefined) return query(text, ...rest)
			return query({ name, text, values: rest[0] })
		}) as typeof client.query
	})
}
