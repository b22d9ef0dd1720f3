import { Form } from 'react-router'

/** Signs this device out: a POST (so it works without JavaScript), then the /auth page. */
export function SignOutButton({ className }: { className: string }) {
	return (
		<Form method="post" action="/auth">
			<input type="hidden" name="intent" value="sign-out" />
			{/* Raw: drawn as the header's menu item by the caller's className, not as a button of the kit. */}
			<button type="submit" className={className}>
				Sign Out
			</button>
		</Form>
	)
}
