import { parseEnv } from '#app/utils/env.server.ts'
import { openDatabase } from './index.ts'
import { migrateToLatest } from './migrate.ts'

try {
	process.loadEnvFile?.()
} catch {
	// No .env file: the environment alone is used.
}
const env = parseEnv()
const { db, dialect } = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH })
try {
	const applied = await migrateToLatest(db)
	console.log(
		`${dialect}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}`,
	)
} finally {
	await db.destroy()
}
