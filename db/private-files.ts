// The shop's files hold session tokens, password hashes, the cookie secret and reset links, so no
// other local user may read them: directories the shop creates are 0700, its files 0600.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { resolve } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * Creates `dir` (and its parents) as 0700, or makes an existing one 0700 when it is the shop's
 * own: owned by this user, and not a shared place such as /tmp (sticky), the home directory, the
 * working directory or the root.
 */
export function ensurePrivateDir(dir: string): void {
	const path = resolve(dir)
	if (!existsSync(path)) {
		mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE })
		chmodSync(path, PRIVATE_DIR_MODE) // mkdir's mode is narrowed by the umask, never widened
		return
	}
	const { mode, uid } = statSync(path)
	const shared = (mode & 0o1000) !== 0 || [homedir(), process.cwd(), resolve('/')].includes(path)
	if (!shared && uid === process.getuid?.() && (mode & 0o077) !== 0)
		chmodSync(path, PRIVATE_DIR_MODE)
}

/** Creates `file` empty as 0600 if it does not exist, or makes it 0600 if it does. */
export function ensurePrivateFile(file: string): void {
	if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE)
	else closeSync(openSync(file, 'a', PRIVATE_FILE_MODE))
}

/** Makes each of these files that exists 0600. */
export function tightenFiles(...files: string[]): void {
	for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE)
}
