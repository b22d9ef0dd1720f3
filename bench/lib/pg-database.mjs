// A throwaway PostgreSQL database per run: the shop migrates it on start like a fresh install.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

async function asAdmin(statement) {
	const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 })
	await client.connect()
	try {
		await client.query(statement)
	} finally {
		await client.end()
	}
}

/** Creates an empty database; returns its URL and a function that drops it. */
export async function createThrowawayDatabase() {
	const name = `shop_bench_${randomBytes(4).toString('hex')}`
	await asAdmin(`create database ${name}`)
	const url = new URL(ADMIN_URL)
	url.pathname = `/${name}`
	return {
		url: url.toString(),
		drop: () => asAdmin(`drop database if exists ${name} with (force)`),
	}
}
