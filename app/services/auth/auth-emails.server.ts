// The account e-mails: what a person gets after signing up, when someone signs up with their
// address again, and when they ask for a new password. Queued in the outbox like every e-mail.
import type { MailMessage } from '#app/domain/mail/mail-message.ts'
import {
	html,
	renderMailDocument,
	safeHref,
	type MailSender,
} from '#app/services/mail/html.server.ts'

type Recipient = { email: string; name: string }

function hours(seconds: number): string {
	if (seconds < 3600) return `${Math.round(seconds / 60)} minutes`
	const count = Math.round(seconds / 3600)
	return count === 1 ? '1 hour' : `${count} hours`
}

function button(href: string, label: string) {
	return html`<p style="margin:16px 0">
		<a
			href="${safeHref(href)}"
			style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold"
			>${label}</a
		>
	</p>`
}

/** An account e-mail to `to`: a greeting, `lines`, and `action`'s button ([label, href]). */
function message(
	shop: MailSender,
	to: Recipient,
	title: string,
	lines: string[],
	action: [string, string],
): MailMessage {
	const [label, href] = action
	const paragraphs = [`Hello ${to.name},`, ...lines]
	const text = [...paragraphs, `${label}: ${href}`, shop.name].join('\n\n')
	const body = html`${paragraphs.map((line) => html`<p style="margin:0 0 12px">${line}</p>`)}
		${button(href, label)}
		<p style="margin:0;font-size:12px;color:#52525b">
			Or paste this link into your browser: ${href}
		</p>`
	return { to: to.email, subject: title, text, html: renderMailDocument({ title, body, shop }) }
}

/** What an e-mail with one link that works for a while says around it. */
type LinkEmail = {
	subject: (shop: MailSender) => string
	/** The lines after the greeting; `validFor` is how long the link works ('24 hours'). */
	lines: (validFor: string) => string[]
	button: string
}

function linkEmail({ subject, lines, button }: LinkEmail) {
	return (shop: MailSender, to: Recipient, link: string, validForSeconds: number) =>
		message(shop, to, subject(shop), lines(hours(validForSeconds)), [button, link])
}

export const verificationEmail = linkEmail({
	subject: (shop) => `Verify your email for ${shop.name}`,
	lines: (validFor) => [
		`Thanks for creating an account. Please confirm that this is your email address; the link works for ${validFor}.`,
		'If you did not create an account, you can ignore this email.',
	],
	button: 'Verify my email',
})

export function existingAccountEmail(
	shop: MailSender,
	to: Recipient,
	signInLink: string,
	resetLink: string,
) {
	return message(
		shop,
		to,
		`You already have a ${shop.name} account`,
		[
			'Someone (perhaps you) just tried to create an account with this email address, which already has one. No new account was created.',
			`If you forgot your password, you can choose a new one here: ${resetLink}`,
			'If it was not you, you can ignore this email: your account is unchanged.',
		],
		['Sign in', signInLink],
	)
}

export const resetPasswordEmail = linkEmail({
	subject: (shop) => `Reset your ${shop.name} password`,
	lines: (validFor) => [
		`We received a request to reset your password. The link works once, for ${validFor}.`,
		'If you did not ask for this, you can ignore this email: your password stays the same.',
	],
	button: 'Choose a new password',
})

export const signInLinkEmail = linkEmail({
	subject: (shop) => `Your sign-in link for ${shop.name}`,
	lines: (validFor) => [
		`Here is your one-time link to sign in without your password. It works once, for ${validFor}.`,
		'We offer it when there have been many wrong passwords for your account. If you did not ask for it, you can ignore this email: nobody can use the link without access to your inbox. Consider choosing a new password.',
	],
	button: 'Sign in',
})
