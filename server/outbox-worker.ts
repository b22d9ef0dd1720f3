import type { Env } from '#app/utils/env.server.ts'
import type { DB } from '#db/index.ts'

// Placeholder until the mail layer lands: same interface the real worker will have.
export function startOutboxWorker(_deps: { db: DB; env: Env }) {
	return { wake: () => {}, stop: async () => {} }
}
