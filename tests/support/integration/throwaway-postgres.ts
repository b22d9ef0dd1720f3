// A fresh PostgreSQL database for tests that start whole server processes: DATABASE_URL is all
// the shop reads, so each run gets a database of its own (migrated by the first process to start)
// and drops it afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { TEST_DATABASE_URL } from '../fixtures/test-databases.ts'

export type ThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> }

async function asAdmin(statement: string): Promise<void> {
	const client = new pg.Client({
		connectionString: TEST_DATABASE_URL,
		connectionTimeoutMillis: 5000,
	})
	await client.connect()
	try {
		await client.query(statement)
	} finally {
		await client.end()
	}
}

/** `tag` (lower-case letters, digits, _) goes into the database's name, to tell runs apart. */
export async function createThrowawayDatabase(tag: string): Promise<ThrowawayDatabase> {
	if (!/^[a-z0-9_]{1,30}$/.test(tag)) throw new Error(`Unfit database name tag "${tag}"`)
	const name = `shop_${tag}_${randomBytes(4).toString('hex')}`
	await asAdmin(`create database ${name}`)
	const url = new URL(TEST_DATABASE_URL)
	url.pathname = `/${name}`
	return {
		name,
		url: url.toString(),
		drop: () => asAdmin(`drop database if exists ${name} with (force)`),
	}
}
