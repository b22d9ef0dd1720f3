// A built shop on SQLite in a temporary directory of its own (database, mail, log), on a free
// port, with a fresh session secret: what most integration tests start in beforeAll.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '#tests/support/stand-ins/smtp.ts'
import { startShopProcess, type ShopProcess } from './shop-process.ts'

export type ThrowawayShop = {
	shop: ShopProcess
	/** The temporary directory: shop.db, mail/ and server.log. */
	dir: string
	/** Stops the process (SIGTERM, or SIGKILL with `kill`) and deletes the directory. */
	remove: (how?: 'stop' | 'kill') => Promise<void>
}

/** Starts it (`name` names the directory); `env` adds to or overrides the settings above. */
export async function startThrowawayShop(
	name: string,
	env: Record<string, string> = {},
): Promise<ThrowawayShop> {
	const dir = mkdtempSync(join(tmpdir(), `shop-${name}-`))
	const remove = () => rmSync(dir, { recursive: true, force: true })
	try {
		const shop = await startShopProcess({
			env: {
				PORT: String(await freePort()),
				SQLITE_PATH: join(dir, 'shop.db'),
				MAIL_DIR: join(dir, 'mail'),
				SESSION_SECRET: randomBytes(32).toString('hex'),
				LOG_LEVEL: 'warn',
				...env,
			},
			logFile: join(dir, 'server.log'),
		})
		return {
			shop,
			dir,
			async remove(how = 'stop') {
				await (how === 'kill' ? shop.kill() : shop.stop())
				remove()
			},
		}
	} catch (error) {
		remove()
		throw error
	}
}
