import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ensurePrivateDir, tightenFiles } from '#db/private-files.ts'

/**
 * The configured secret, or one generated on first start and kept in a file beside the
 * database, so `npm start` works on a fresh machine and sessions survive restarts.
 * Several instances must share SESSION_SECRET instead.
 */
export function resolveSessionSecret(configured: string | undefined, file: string): string {
	if (configured) return configured
	ensurePrivateDir(dirname(file))
	if (existsSync(file)) {
		tightenFiles(file)
		return readFileSync(file, 'utf8').trim()
	}
	const secret = randomBytes(32).toString('hex')
	writeFileSync(file, secret, { mode: 0o600 })
	return secret
}
