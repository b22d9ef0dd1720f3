import { z } from 'zod'
import { CLEARANCE } from '#app/content/facts/workshop-rules.ts'
import { SHOP_SETTINGS_SHAPE, defaultMailFrom } from './shop-settings.server.ts'

const optionalUrl = z
	.string()
	.trim()
	.transform((value) => (value === '' ? undefined : value))
	.optional()

/** A bare host name or address (no scheme, path or port), as a Host header could name it. */
function isHostName(name: string): boolean {
	return /^[^\s/?#@\\:]+$|^\[[0-9a-fA-F:.]+\]$/.test(name) && URL.canParse(`http://${name}/`)
}

const stripeSecretKey = z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')

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
	/** Sender of every e-mail; empty: SHOP_NAME <SHOP_ORDERS_EMAIL>. */
	MAIL_FROM: optionalUrl.pipe(z.string().min(3).optional()),
	/** Where order notifications, inquiries and bulk requests are sent; empty: SHOP_ORDERS_EMAIL. */
	SHOP_INBOX: optionalUrl.pipe(z.email().optional()),
	/**
	 * The shop's one public origin (e-mail links, canonical URLs, sitemap, payment return URLs),
	 * e.g. https://shop.example.com. Unset: http://localhost:PORT, answering loopback names only.
	 */
	PUBLIC_URL: optionalUrl.pipe(z.url({ protocol: /^https?$/ }).optional()),
	/**
	 * More host names answered when PUBLIC_URL is unset (comma-separated, e.g. a development
	 * machine's LAN name); loopback names are always answered.
	 */
	ALLOWED_HOSTS: z
		.string()
		.default('')
		.transform((value) =>
			value
				.split(',')
				.map((name) => name.trim())
				.filter(Boolean),
		)
		.pipe(z.array(z.string().refine(isHostName, 'must be host names separated by commas'))),
	/** Signs cookies. When empty, a random secret is generated once and kept in ./data. */
	SESSION_SECRET: optionalUrl.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
	OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
	/** Stripe secret key; when empty, payments go through the built-in test checkout. */
	STRIPE_SECRET_KEY: optionalUrl.pipe(stripeSecretKey.optional()),
	/** Signing secret of the Stripe webhook endpoint (/webhooks/stripe). */
	STRIPE_WEBHOOK_SECRET: optionalUrl.pipe(z.string().startsWith('whsec_').optional()),
	/** Another Stripe API origin (a local stand-in for tests); empty means api.stripe.com. */
	STRIPE_API_BASE: optionalUrl.pipe(z.url().optional()),
	/** How long a checkout session can be paid; Stripe allows 30 minutes to 24 hours. */
	PAYMENT_SESSION_TTL_MINUTES: z.coerce.number().int().min(30).max(1440).default(60),
	/**
	 * true when the shop runs behind one reverse proxy (nginx, a load balancer) that appends the
	 * client's address to X-Forwarded-For (rate limits key on it; no URL is built from forwarded
	 * headers). Never set it when clients can reach the server directly: they could then pick any
	 * address and dodge rate limits.
	 */
	TRUST_PROXY: z
		.string()
		.trim()
		.transform((value) => (value === '' ? undefined : value))
		.pipe(z.stringbool().default(false))
		.default(false),
	/**
	 * How long an anonymous visitor's public page is reused before it is rendered again (each
	 * response still gets its own CSP nonce); 0 renders every request.
	 */
	PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
	/**
	 * Page requests that may wait for a render slot (server/admission.ts); one more, or one that
	 * waited 2 s, is answered 503 with Retry-After at once.
	 */
	RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(128),
	/**
	 * The workshop's clearance: how much smaller than the customer's opening a screen is made, off
	 * the width and off the height, in sixteenths of an inch (2 = 1/8"); each order stores the one
	 * it was made under (app/domain/production/clearance.ts).
	 */
	SHOP_CLEARANCE_SIXTEENTHS: z
		.string()
		.trim()
		.default('')
		.transform((value) => (value === '' ? String(CLEARANCE.defaultSixteenths) : value))
		.pipe(
			z
				.string()
				.regex(
					/^\d{1,2}$/,
					`must be a whole number of sixteenths of an inch, 0 to ${CLEARANCE.maxSixteenths} (2 is 1/8")`,
				)
				.transform(Number)
				.pipe(
					z
						.number()
						.max(
							CLEARANCE.maxSixteenths,
							`must be at most ${CLEARANCE.maxSixteenths} sixteenths (1")`,
						),
				),
		),
	/** Request logs (one JSON line each) are written at info and debug; silent writes none. */
	LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
	/** The owner's identity (SHOP_NAME, SHOP_ADDRESS, SHOP_PHONE, …): shop-settings.server.ts. */
	...SHOP_SETTINGS_SHAPE,
})

// Stripe orders are confirmed by its webhook, which cannot be trusted without the secret.
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
	if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
		ctx.addIssue({
			code: 'custom',
			path: ['STRIPE_WEBHOOK_SECRET'],
			message: 'is required when STRIPE_SECRET_KEY is set',
		})
	}
}).transform((env) => ({
	...env,
	// The shop's own addresses unless the operator names others.
	MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(env),
	SHOP_INBOX: env.SHOP_INBOX ?? env.SHOP_ORDERS_EMAIL,
}))

export type Env = z.infer<typeof CheckedEnvSchema>

/** Reads and checks the environment; throws one message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
	const result = CheckedEnvSchema.safeParse(source)
	if (!result.success) {
		const problems = result.error.issues
			.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
			.join('\n')
		throw new Error(`Invalid environment variables:\n${problems}`)
	}
	return result.data
}
