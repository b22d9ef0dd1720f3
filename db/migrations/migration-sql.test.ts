// Every statement each migration runs, up in order and then down in reverse, on both databases,
// against the record in migration-sql/: a migration that has run somewhere must never run other
// SQL, and some take their text from shared modules (cart-functions.ts, columns.ts). A new
// migration adds its own statements: `npx vitest run db/migrations/migration-sql.test.ts -u`,
// then check that the diff of migration-sql/ only adds the new migration's lines.
import type { Kysely, KyselyPlugin } from 'kysely'
import { expect, it } from 'vitest'
import {
	describeEachDatabase,
	whileNoSchemaIsDropped,
} from '#tests/support/fixtures/test-databases.ts'
import { migrations } from './index.ts'

type Migration = {
	up(db: Kysely<unknown>): Promise<void>
	down(db: Kysely<unknown>): Promise<void>
}

/** `db`, recording the SQL and parameters of every statement it runs into `statements`. */
function recording(db: Kysely<unknown>, statements: string[], step: () => string) {
	const executor = db.getExecutor()
	const plugin: KyselyPlugin = {
		transformQuery({ node, queryId }) {
			const { sql, parameters } = executor.compileQuery(node, queryId)
			statements.push(`-- ${step()}\n${sql}\n${JSON.stringify(parameters)}`)
			return node
		},
		transformResult: async ({ result }) => result,
	}
	return db.withPlugin(plugin)
}

describeEachDatabase('the SQL of every migration', (getDb) => {
	it('is what it was when the migration shipped', async () => {
		const { dialect } = getDb()
		// Migrations are written against no table types.
		const db = getDb().db as unknown as Kysely<unknown>
		const all = Object.entries(migrations as Record<string, Migration>)
		// Every migration down and up again drops and creates tables, which other files' migrators
		// would read meanwhile: under the schema lock.
		const statements = await whileNoSchemaIsDropped(dialect, async () => {
			// The suite's database is migrated: take it back to empty first.
			for (const [, migration] of all.toReversed()) await migration.down(db)

			const statements: string[] = []
			let step = ''
			const recorded = recording(db, statements, () => step)
			for (const [name, migration] of all) {
				step = `${name} up`
				await migration.up(recorded)
			}
			for (const [name, migration] of all.toReversed()) {
				step = `${name} down`
				await migration.down(recorded)
			}
			return statements
		})

		await expect(`${statements.join('\n\n')}\n`).toMatchFileSnapshot(
			`./migration-sql/${dialect}.txt`,
		)
	})
})
