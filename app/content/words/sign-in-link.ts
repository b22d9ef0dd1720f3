// The words around the one-time sign-in link (offered when password sign-in for an account is
// paused after many wrong passwords; see app/services/auth/abuse-guard.server.ts).
export const SIGN_IN_LINK_TEXT = {
	offer:
		'Is this your account? We can email you a one-time link that signs you in without your password.',
	offerButton: 'Email Me a Sign-In Link',
	confirm: 'Press the button to sign in with the link from your email. It works once.',
	sent: (minutes: number) =>
		`If an account exists for that address, we have sent it a one-time sign-in link. The link works for ${minutes} minutes.`,
} as const
