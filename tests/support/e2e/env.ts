// Where the end-to-end server listens and keeps its data. Shared by playwright.config.ts (which
// starts the server with these settings) and the journeys (which read its mail and database).
import { join, resolve } from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`

/** Wiped before the server starts; kept apart from Playwright's own output folder. */
export const E2E_DATA_DIR = resolve(import.meta.dirname, '../../../test-results/e2e-data')
export const E2E_SQLITE_PATH = join(E2E_DATA_DIR, 'shop.db')
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, 'mail')

/** Where the shop sends inquiries and bulk requests during the run (SHOP_INBOX). */
export const E2E_SHOP_INBOX = 'shop-inbox@e2e.example.com'

/**
 * The owner's identity settings the e2e server runs with (the rest keep their defaults), so the
 * journeys can check that pages print what the settings say.
 */
export const E2E_SHOP_SETTINGS = {
	SHOP_LEGAL_NAME: 'Signature Screens E2E LLC',
	SHOP_ADDRESS: '120 Test Mill Road, Dayton, OH 45402',
} as const
