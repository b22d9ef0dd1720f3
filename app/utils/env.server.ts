import { z } from 'zod'

const optionalUrl = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.optional()

const EnvSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	/** A postgres:// URL selects PostgreSQL; otherwise SQLITE_PATH is used. */
	DATABASE_URL: optionalUrl.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
		message: 'must be a postgres:// or postgresql:// URL (leave it empty for SQLite)',
	}),
	SQLITE_PATH: z.string().min(1).default('./data/shop.db'),
	/** smtp:// or smtps:// URL; when empty, mail is written as .eml files to MAIL_DIR. */
	SMTP_URL: optionalUrl.refine((url) => url === undefined || /^smtps?:\/\//.test(url), {
		message: 'must be an smtp:// or smtps:// URL (leave it empty to write mail to MAIL_DIR)',
	}),
	MAIL_DIR: z.string().min(1).default('./data/mail'),
	MAIL_FROM: z.string().min(3).default('Signature Screens <orders@signaturescreens.com>'),
	/** Where order notifications, inquiries and bulk requests are sent. */
	SHOP_INBOX: z.email().default('orders@signaturescreens.com'),
	/** Public origin of the shop, used in e-mail links, e.g. https://shop.example.com */
	PUBLIC_URL: optionalUrl.pipe(z.url().optional()),
	/** Signs cookies. When empty, a random secret is generated once and kept in ./data. */
	SESSION_SECRET: optionalUrl.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
	OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
})

export type Env = z.infer<typeof EnvSchema>

/** Reads and checks the environment; throws one message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
	const result = EnvSchema.safeParse(source)
	if (!result.success) {
		const problems = result.error.issues
			.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
			.join('\n')
		throw new Error(`Invalid environment variables:\n${problems}`)
	}
	return result.data
}
