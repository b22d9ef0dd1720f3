import { Link } from 'react-router'
import { SIGN_IN_LINK_TEXT } from '#app/content/words/sign-in-link.ts'
import { buttonClass } from '#app/components/ui/button.tsx'

function duration(hours: number) {
	return hours === 1 ? 'one hour' : `${hours} hours`
}

const TEXT = {
	verify: (hours: number) =>
		`We have sent you a link to verify your email address. Open it, then sign in. The link works for ${duration(hours)}.`,
	reset: (hours: number) =>
		`If an account exists for that address, we have sent it a link to choose a new password. The link works for ${duration(hours)}.`,
	link: (hours: number) => SIGN_IN_LINK_TEXT.sent(Math.round(hours * 60)),
}

/** After sign-up or a reset request: what to do next (also without JavaScript, where toasts
 * do not show). */
export function CheckEmail({ kind, linkHours }: { kind: keyof typeof TEXT; linkHours: number }) {
	return (
		<div className="space-y-4">
			<p className="text-muted">{TEXT[kind](linkHours)}</p>
			<p className="text-muted">
				Nothing arrived? Check your spam folder, or wait a few minutes and try again.
			</p>
			<Link to="/auth" className={buttonClass('inline-block', { link: true })}>
				Go to Sign In
			</Link>
		</div>
	)
}
