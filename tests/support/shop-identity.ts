// The shop's identity as tests expect to see it printed (pages, chat, e-mails).
import { parseEnv } from '#app/utils/env.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import { E2E_SHOP_SETTINGS } from './e2e-env.ts'

/** A shop started without SHOP_* settings: today's values. */
export const DEFAULT_SHOP = shopIdentity(parseEnv({ NODE_ENV: 'test' }))

/** The e2e server's (playwright.config.ts starts it with E2E_SHOP_SETTINGS). */
export const E2E_SHOP = shopIdentity(parseEnv({ NODE_ENV: 'test', ...E2E_SHOP_SETTINGS }))
