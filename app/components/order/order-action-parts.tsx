import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Sizes } from '#app/components/ui/sizes.tsx'
import type { ReceiptLine } from '#app/domain/order/order-display.ts'

// The pieces the steps of /order-action (order-action-page.tsx) are made of.

/** The order's lines: what, which size, how many, and the line's total. */
export function Lines({ lines }: { lines: ReceiptLine[] }) {
	return (
		<ul className="mt-4 divide-y divide-gray-200">
			{lines.map((line, index) => (
				<li key={index} className="flex justify-between gap-4 py-2">
					<span>
						{line.description}, <Sizes>{line.size}</Sizes>, qty {line.quantity}
						{line.label ? <span className="block text-sm text-muted">{line.label}</span> : null}
					</span>
					<span>{line.lineTotal}</span>
				</li>
			))}
		</ul>
	)
}

/** The step's title. */
export function Heading({ children }: { children: string }) {
	return <h1 className="page-title">{children}</h1>
}

/** A step that only leads on: its title, what comes next, and one button posting `intent`. */
export function OneButtonStep(props: {
	title: string
	intro: string
	token: string
	intent: string
	label: string
}) {
	return (
		<>
			<Heading>{props.title}</Heading>
			<p className="mt-4">{props.intro}</p>
			<Form method="post" className="mt-6">
				<input type="hidden" name="token" value={props.token} />
				<input type="hidden" name="intent" value={props.intent} />
				<Button type="submit">{props.label}</Button>
			</Form>
		</>
	)
}
