import { execFile } from 'node:child_process'
import { sql } from 'kysely'
import { beforeEach, expect, it } from 'vitest'
import { signIn } from '#app/services/auth/auth-api.server.ts'
import { browserRequest, PASSWORD } from '#tests/support/fixtures/auth.ts'
import { readSession } from '#app/services/auth/session.server.ts'
import { describeEachDatabase, TEST_DATABASE_URL } from '#tests/support/fixtures/test-databases.ts'
import { adminTestContext, signedInCustomer } from '#tests/support/fixtures/admin.ts'
import {
	createAdminAccount,
	findAdmin,
	generateAdminPassword,
	promoteToAdmin,
} from './users.server.ts'

describeEachDatabase('admin accounts', (getDb) => {
	beforeEach(() => getDb().clear())
	const context = () => adminTestContext(getDb().db, getDb().dialect)

	it('creates a verified admin that signs in through better-auth like any account', async () => {
		const ctx = context()
		const password = generateAdminPassword()
		expect(password).toMatch(/^[\w-]{24}$/)
		const created = await createAdminAccount(ctx.db, {
			email: ' Owner@Shop.TEST ',
			password,
			fullName: 'Pat Owner',
		})
		if (!created.created) throw new Error('expected a new account')

		const outcome = await signIn(ctx, browserRequest(), { email: 'owner@shop.test', password })
		if (!outcome.ok) throw new Error(outcome.message)
		const session = await readSession(browserRequest(outcome.cookies), ctx)
		expect(session.user).toMatchObject({
			id: created.id,
			email: 'owner@shop.test',
			username: 'owner',
			fullName: 'Pat Owner',
			emailVerified: true,
			isAdmin: true,
		})
		expect(await findAdmin(ctx.db, created.id)).toEqual({
			id: created.id,
			email: 'owner@shop.test',
		})
		const wrong = await signIn(ctx, browserRequest(), { email: 'owner@shop.test', password: 'x' })
		expect(wrong.ok).toBe(false)
	})

	it('refuses a second account for the same e-mail, whatever its case', async () => {
		const { db } = getDb()
		const input = { email: 'owner@shop.test', password: PASSWORD, fullName: 'Owner' }
		expect((await createAdminAccount(db, input)).created).toBe(true)
		expect(await createAdminAccount(db, { ...input, email: 'OWNER@shop.test' })).toEqual({
			created: false,
			reason: 'exists',
		})
		const users = await db.selectFrom('users').select('id').execute()
		expect(users).toHaveLength(1)
	})

	it('makes sign-ups customers, and promotes an existing account to admin once', async () => {
		const ctx = context()
		await signedInCustomer(ctx, 'kim@example.com')
		const kim = await ctx.db
			.selectFrom('users')
			.select(['id', 'role'])
			.where('email', '=', 'kim@example.com')
			.executeTakeFirstOrThrow()
		expect(kim.role).toBe('customer')
		expect(await findAdmin(ctx.db, kim.id)).toBeUndefined()

		expect(await promoteToAdmin(ctx.db, 'nobody@example.com')).toBe('no_account')
		expect(await promoteToAdmin(ctx.db, ' KIM@example.com ')).toBe('promoted')
		expect(await promoteToAdmin(ctx.db, 'kim@example.com')).toBe('already_admin')
		expect(await findAdmin(ctx.db, kim.id)).toEqual({ id: kim.id, email: 'kim@example.com' })
	})
})

// `npm run admin` as the owner runs it: a separate process on the same database. Each run starts
// tsx, which takes seconds on a busy machine, so these tests make few runs and allow time.
describeEachDatabase('npm run admin', (getDb) => {
	beforeEach(() => getDb().clear())
	const context = () => adminTestContext(getDb().db, getDb().dialect)

	async function databaseEnv(): Promise<Record<string, string>> {
		const { db, dialect } = getDb()
		if (dialect === 'sqlite') {
			const { rows } = await sql<{
				file: string
			}>`select file from pragma_database_list where name = 'main'`.execute(db)
			return { DATABASE_URL: '', SQLITE_PATH: rows[0]!.file }
		}
		const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
		const url = new URL(TEST_DATABASE_URL)
		url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`)
		return { DATABASE_URL: url.href, SQLITE_PATH: './unused.db' }
	}

	async function admin(args: string[], extra: Record<string, string> = {}) {
		const env = { ...process.env, ADMIN_PASSWORD: '', ...(await databaseEnv()), ...extra }
		return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
			execFile(
				'node_modules/.bin/tsx',
				['scripts/admin.ts', ...args],
				{ env },
				(error, stdout, stderr) =>
					resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
			)
		})
	}

	it('creates an admin with a generated password printed once, which signs in', async () => {
		const ctx = context()
		const run = await admin(['create', 'Owner@Shop.test', '--name', 'Pat Owner'])
		expect(run.code).toBe(0)
		const password = /Password \(shown only now[^)]*\): (\S+)/.exec(run.stdout)?.[1]
		expect(password).toMatch(/^[\w-]{24}$/)
		const outcome = await signIn(ctx, browserRequest(), {
			email: 'owner@shop.test',
			password: password!,
		})
		expect(outcome.ok).toBe(true)
		const user = await ctx.db
			.selectFrom('users')
			.select(['full_name', 'role'])
			.executeTakeFirstOrThrow()
		expect(user).toEqual({ full_name: 'Pat Owner', role: 'admin' })

		const again = await admin(['create', 'owner@shop.test'])
		expect(again.code).toBe(1)
		expect(again.stderr).toContain('owner@shop.test already has an account')
	}, 120_000)

	it('takes ADMIN_PASSWORD (refusing a weak one) and promotes an existing account', async () => {
		const ctx = context()
		const short = await admin(['create', 'boss@shop.test'], { ADMIN_PASSWORD: 'tangerine42' })
		expect([short.code, short.stderr.trim()]).toEqual([
			1,
			'ADMIN_PASSWORD must be at least 12 characters.',
		])
		expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([])
		const chosen = 'correct-horse-battery-staple'
		const made = await admin(['create', 'boss@shop.test'], { ADMIN_PASSWORD: chosen })
		expect(made.code).toBe(0)
		expect(made.stdout).not.toContain(chosen)
		expect(
			(await signIn(ctx, browserRequest(), { email: 'boss@shop.test', password: chosen })).ok,
		).toBe(true)

		await signedInCustomer(ctx, 'kim@example.com')
		const promoted = await admin(['promote', 'KIM@example.com'])
		expect(promoted.code).toBe(0)
		const kim = await ctx.db
			.selectFrom('users')
			.select('role')
			.where('email', '=', 'kim@example.com')
			.executeTakeFirstOrThrow()
		expect(kim.role).toBe('admin')
	}, 120_000)
})
