import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { FIT_CHECK_PAGE as FIT } from '#app/content/words/fit-check-page.ts'

/** The fit check's two answers, each its own form posting the e-mailed link's token. */
export function FitCheckChoices({ token }: { token: string }) {
	return (
		<div className="mt-6 grid gap-6 sm:grid-cols-2">
			{(['fit-confirm', 'fit-correct'] as const).map((intent) => {
				const confirm = intent === 'fit-confirm'
				const hint = `${intent}-hint`
				return (
					<Form key={intent} method="post">
						<input type="hidden" name="token" value={token} />
						<input type="hidden" name="intent" value={intent} />
						<Button type="submit" aria-describedby={hint}>
							{confirm ? FIT.confirm : FIT.correct}
						</Button>
						<p id={hint} className="mt-2 text-sm text-muted">
							{confirm ? FIT.confirmHint : FIT.correctHint}
						</p>
					</Form>
				)
			})}
		</div>
	)
}
