// The shop's better-auth instance: e-mail + password accounts stored in our database (tables in
// db/migrations/0002-auth.ts), sessions behind HttpOnly SameSite=Lax cookies with rolling expiry,
// e-mails through the outbox. docs/decisions/ explains what we use of it and what we added.
import { randomUUID } from 'node:crypto'
import { betterAuth, type User } from 'better-auth'
import { createEmailVerificationToken } from 'better-auth/api'
import { magicLink } from 'better-auth/plugins/magic-link'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { PASSWORD_MAX_LENGTH } from '#app/domain/auth/auth-forms.ts'
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import { enqueueMail } from '#app/models/mail/outbox.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { shopIdentity } from '#app/utils/shop-settings.server.ts'
import type { DB, Dialect } from '#db/index.ts'
import {
	abuseGuard,
	CLIENT_IP_HEADER,
	mayMailAccount,
	type AccountMail,
} from './abuse-guard.server.ts'
import {
	existingAccountEmail,
	resetPasswordEmail,
	signInLinkEmail,
	verificationEmail,
} from './auth-emails.server.ts'
import { authLogger } from './auth-log.server.ts'
import { AUTH_SCHEMA } from './auth-schema.ts'
import { isShopOrigin, publicOrigin } from '#app/utils/public-origin.server.ts'

const HOUR = 3600
export const AUTH_POLICY = {
	/** A session lasts this long after it was last refreshed (seconds)... */
	sessionSeconds: 7 * 24 * HOUR,
	/** ...and is refreshed (expiry pushed out, cookie renewed) when used after this long. */
	sessionRefreshSeconds: 24 * HOUR,
	verifyLinkSeconds: 24 * HOUR,
	resetLinkSeconds: HOUR,
	/** A one-time sign-in link (offered when password sign-in for an account is paused). Longer
	 * than two windows of its mail limit (abuse-guard.server.ts), so a link sent is still valid
	 * whenever that limit holds another one back. */
	signInLinkSeconds: 15 * 60,
	/** Cookie names: shop.session_token, or __Secure-shop.session_token on https. */
	cookiePrefix: 'shop',
} as const

export type AuthDeps = {
	db: DB
	dialect: Dialect
	env: Env
	secret: string
	wakeOutbox: () => void
	/** Secure cookies (https). */
	secureCookies: boolean
	/** The origin of e-mail links and better-auth's baseURL: publicOrigin or a visitorOrigin. */
	origin: string
}

export function createAuth(deps: AuthDeps) {
	const { db, env } = deps
	// Links in e-mails (reset, verification) go to the public origin, or to the loopback origin the
	// visitor used (visitorOrigin); never to whatever a Host header says.
	const { origin } = deps
	const link = (path: string) => new URL(path, origin).href
	// Capped per recipient and kind: over the cap nothing is sent (a recent link is on its way).
	async function send(kind: AccountMail, message: MailMessage) {
		if (!(await mayMailAccount(db, kind, message.to))) return
		await enqueueMail(db, message)
		deps.wakeOutbox()
	}
	const recipient = (user: User) => ({ email: user.email, name: user.name })
	// The shop as its settings name it: signs every account e-mail.
	const shop = shopIdentity(env)
	/** The /auth page of an e-mailed link: verify, reset or (one-time) sign in. */
	const tokenLink = (mode: 'verify' | 'reset' | 'link', token: string) =>
		link(`/auth?mode=${mode}&token=${encodeURIComponent(token)}`)
	const sendVerification = (user: User, token: string) =>
		send(
			'verify',
			verificationEmail(
				shop,
				recipient(user),
				tokenLink('verify', token),
				AUTH_POLICY.verifyLinkSeconds,
			),
		)

	return betterAuth({
		appName: shop.name,
		baseURL: origin,
		secret: deps.secret,
		database: { db, type: deps.dialect, transaction: true },
		telemetry: { enabled: false },
		...AUTH_SCHEMA,
		emailAndPassword: {
			enabled: true,
			// Also makes sign-up answer an existing e-mail exactly like a new one (no enumeration).
			requireEmailVerification: true,
			autoSignIn: false,
			minPasswordLength: LIMITS.passwordMinLength,
			maxPasswordLength: PASSWORD_MAX_LENGTH,
			resetPasswordTokenExpiresIn: AUTH_POLICY.resetLinkSeconds,
			revokeSessionsOnPasswordReset: true,
			sendResetPassword: async ({ user, token }) => {
				const url = tokenLink('reset', token)
				await send(
					'reset',
					resetPasswordEmail(shop, recipient(user), url, AUTH_POLICY.resetLinkSeconds),
				)
			},
			// Someone signed up with an address that has an account: tell its owner, not the caller.
			// An owner who never verified gets a fresh verification link instead.
			onExistingUserSignUp: async ({ user }) => {
				if (!user.emailVerified) {
					const token = await createEmailVerificationToken(
						deps.secret,
						user.email,
						undefined,
						AUTH_POLICY.verifyLinkSeconds,
						{ userId: user.id },
					)
					await sendVerification(user, token)
					return
				}
				await send(
					'existing-account',
					existingAccountEmail(shop, recipient(user), link('/auth'), link('/auth?mode=forgot')),
				)
			},
		},
		emailVerification: {
			sendOnSignUp: true,
			// A correct password on an unverified account sends a new link (the old may be lost).
			sendOnSignIn: true,
			expiresIn: AUTH_POLICY.verifyLinkSeconds,
			sendVerificationEmail: ({ user, token }) => sendVerification(user, token),
		},
		session: {
			...AUTH_SCHEMA.session,
			expiresIn: AUTH_POLICY.sessionSeconds,
			updateAge: AUTH_POLICY.sessionRefreshSeconds,
		},
		// Our own database-backed limits (abuse-guard.server.ts) replace the built-in limiter,
		// which counts per process and per address only.
		rateLimit: { enabled: false },
		// The public origin, and the page's own when it is one of the shop's (http://127.0.0.1:PORT
		// beside http://localhost:PORT without PUBLIC_URL); never one read from the Host header.
		trustedOrigins: (request) => {
			const own = [...new Set([publicOrigin(env), origin])]
			const pageOrigin = request?.headers.get('origin')
			return pageOrigin && isShopOrigin(pageOrigin, env) ? [...own, pageOrigin] : own
		},
		advanced: {
			cookiePrefix: AUTH_POLICY.cookiePrefix,
			useSecureCookies: deps.secureCookies,
			ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
			database: { generateId: () => randomUUID() },
		},
		plugins: [
			abuseGuard(db),
			// One-time sign-in links: stored hashed, used once, never creating an account, and sent
			// only to an address that has one (the answer is the same either way).
			magicLink({
				storeToken: 'hashed',
				expiresIn: AUTH_POLICY.signInLinkSeconds,
				disableSignUp: true,
				sendMagicLink: async ({ email, token }, ctx) => {
					const found = await ctx?.context.internalAdapter.findUserByEmail(email)
					if (!found) return
					const url = tokenLink('link', token)
					await send(
						'sign-in-link',
						signInLinkEmail(shop, recipient(found.user), url, AUTH_POLICY.signInLinkSeconds),
					)
				},
			}),
		],
		logger: authLogger(env),
	})
}

export type Auth = ReturnType<typeof createAuth>
