// The back office's accounts from the command line, so the first admin never needs SQL:
//   npm run admin -- create <email> [--name "Full Name"]   a verified account with the admin role;
//     the password is ADMIN_PASSWORD if set, otherwise generated and printed once.
//   npm run admin -- promote <email>                       gives an existing account the admin role.
// It works on the database the server uses: the same environment (.env, DATABASE_URL or
// SQLITE_PATH), brought up to date first.
import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '#app/domain/auth/auth-forms.ts'
import {
	createAdminAccount,
	generateAdminPassword,
	promoteToAdmin,
} from '#app/models/auth/users.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { openDatabase, type DB } from '#db/index.ts'
import { migrateToLatest } from '#db/migrate.ts'

const USAGE = `Usage:
  npm run admin -- create <email> [--name "Full Name"]
      Creates a verified admin account. The password is ADMIN_PASSWORD when set,
      otherwise a generated one, printed once.
  npm run admin -- promote <email>
      Gives an existing account the admin role.`

/** An admin's password guards every order: longer than a customer's minimum, and longer than
 * every entry of the common-password list customers are checked against. */
const ADMIN_PASSWORD_MIN_LENGTH = 12

class UsageError extends Error {}

const email = z.email({ error: 'is not an e-mail address' })

function parseArgs(argv: string[]) {
	const [command, address, ...rest] = argv
	if (command !== 'create' && command !== 'promote') throw new UsageError('')
	if (!address) throw new UsageError(`${command} needs an e-mail address.`)
	const checked = email.safeParse(address.trim().toLowerCase())
	if (!checked.success) throw new UsageError(`"${address}" ${checked.error.issues[0]!.message}.`)
	let fullName = 'Shop Administrator'
	for (let i = 0; i < rest.length; i++) {
		if (command === 'create' && rest[i] === '--name' && rest[i + 1]?.trim())
			fullName = rest[++i]!.trim()
		else throw new UsageError(`Unknown argument "${rest[i]}".`)
	}
	return { command, email: checked.data, fullName: fullName.slice(0, 100) }
}

/** Why a chosen ADMIN_PASSWORD is refused, or null. */
function passwordProblem(password: string, address: string): string | null {
	if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
		return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`
	}
	if (password.length > PASSWORD_MAX_LENGTH) {
		return `ADMIN_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters.`
	}
	if (password.trim().toLowerCase() === address) {
		return 'ADMIN_PASSWORD must not be the e-mail address. Choose another or leave it unset to get one.'
	}
	return null
}

async function create(db: DB, address: string, fullName: string): Promise<number> {
	const chosen = process.env.ADMIN_PASSWORD
	const password = chosen || generateAdminPassword()
	const problem = chosen ? passwordProblem(chosen, address) : null
	if (problem) {
		console.error(problem)
		return 1
	}
	const result = await createAdminAccount(db, { email: address, password, fullName })
	if (!result.created) {
		console.error(`${address} already has an account. To make it an admin, run:`)
		console.error(`  npm run admin -- promote ${address}`)
		return 1
	}
	console.log(`Created the admin account ${address}; it can sign in at /auth and open /admin.`)
	if (!chosen) {
		console.log(`Password (shown only now; keep it in a password manager): ${password}`)
	}
	return 0
}

async function promote(db: DB, address: string): Promise<number> {
	const outcome = await promoteToAdmin(db, address)
	if (outcome === 'no_account') {
		console.error(`No account has the e-mail ${address}. Create one with:`)
		console.error(`  npm run admin -- create ${address}`)
		return 1
	}
	console.log(
		outcome === 'promoted'
			? `${address} is now an admin: /admin opens for it (no new sign-in needed).`
			: `${address} is an admin already.`,
	)
	return 0
}

async function main(argv: string[]): Promise<number> {
	let args: ReturnType<typeof parseArgs>
	try {
		args = parseArgs(argv)
	} catch (error) {
		if (!(error instanceof UsageError)) throw error
		if (error.message) console.error(error.message)
		console.error(USAGE)
		return 1
	}
	try {
		process.loadEnvFile?.()
	} catch {
		// No .env file: the environment alone is used.
	}
	const env = parseEnv()
	const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH })
	try {
		await migrateToLatest(db)
		return args.command === 'create'
			? await create(db, args.email, args.fullName)
			: await promote(db, args.email)
	} finally {
		await db.destroy()
	}
}

process.exitCode = await main(process.argv.slice(2))
