import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * The configured secret, or one generated on first start and kept in a file beside the
 * database, so `npm start` works on a fresh machine and sessions survive restarts.
 * Several instances must share SESSION_SECRET instead.
 */
export function resolveSessionSecret(configured: string | undefined, file: string): string {
	if (configured) return configured
	if (existsSync(file)) return readFileSync(file, 'utf8').trim()
	mkdirSync(dirname(file), { recursive: true })
	const secret = randomBytes(32).toString('hex')
	writeFileSync(file, secret, { mode: 0o600 })
	return secret
}
