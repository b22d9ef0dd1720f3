import { getMigrations } from 'better-auth/db/migration'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { AUTH_SCHEMA } from './auth-schema.ts'

// Our migration (db/migrations/0002-auth.ts) against better-auth's own idea of its tables.
describeEachDatabase('auth tables', (getDb) => {
	it('hold everything better-auth needs: its migration planner finds nothing to do', async () => {
		const { db, dialect } = getDb()
		const plan = await getMigrations({
			database: { db, type: dialect },
			emailAndPassword: { enabled: true },
			...AUTH_SCHEMA,
		})
		expect(plan.toBeCreated).toEqual([])
		expect(plan.toBeAdded).toEqual([])
		expect(plan.toBeAddedIndexes).toEqual([])
		expect(plan.schemaProblems).toEqual([])
	})
})
