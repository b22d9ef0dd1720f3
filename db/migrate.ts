import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import { dialectOf, type DB } from './index.ts'
import { migrations } from './migrations/index.ts'

// Migrations are imported, not read from disk, so they run the same from the bundled server,
// from tsx and from tests.
const provider: MigrationProvider = {
	getMigrations: async () => migrations as Record<string, Migration>,
}

/** Brings the schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: DB): Promise<string[]> {
	const migrator = new Migrator({ db, provider, migrationTableSchema: await currentSchema(db) })
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((result) => result.status === 'Error')
	if (error) {
		const name = failed ? ` (${failed.migrationName})` : ''
		throw new Error(
			`Database migration failed${name}: ${String((error as Error).message ?? error)}`,
		)
	}
	return (results ?? []).map((result) => result.migrationName)
}

// Kysely looks for its bookkeeping tables by name in every schema; on PostgreSQL a database with
// several schemas (one per test file, or public next to them) must name the one in use.
async function currentSchema(db: DB): Promise<string | undefined> {
	if (dialectOf(db) !== 'postgres') return undefined
	const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
		db,
	)
	const schema = rows[0]?.schema
	if (!schema) throw new Error('Database migration failed: no schema of the search_path exists')
	return schema
}
