// The requests /api/cart takes (a signed-in customer's saved cart) and its answers. A line is
// checked with the cart item schema, but its price and timestamp are accepted in any form and
// ignored: the server prices every line and stamps it when it is saved.
import { z } from 'zod'
import { cartFullMessage } from '#app/content/words/cart-limit.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import { cartItemSchema } from '#app/domain/cart/cart-item-schema.ts'
import type { CartItem } from '#app/domain/cart/cart-item.ts'

const INTENTS = ['add', 'remove', 'set-quantity', 'clear', 'merge'] as const

const lineSchema = cartItemSchema.extend({
	price: z.unknown().optional(),
	timestamp: z.unknown().optional(),
})

export const cartRequestSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: z.literal('add'), item: lineSchema }),
		z.object({ intent: z.literal('remove'), id: cartItemSchema.shape.id }),
		z.object({
			intent: z.literal('set-quantity'),
			id: cartItemSchema.shape.id,
			quantity: cartItemSchema.shape.quantity,
		}),
		z.object({ intent: z.literal('clear') }),
		z.object({
			intent: z.literal('merge'),
			items: z
				.array(lineSchema, { error: 'items must be a list of cart items' })
				.max(LIMITS.cartLines, { error: cartFullMessage() }),
		}),
	],
	{ error: `intent must be one of: ${INTENTS.join(', ')}` },
)

export type CartRequest = z.input<typeof cartRequestSchema>

/** Every successful answer: the cart as saved now; a merge also says how many lines it added. */
export type CartAnswer = { items: CartItem[]; transferred?: number }

/** Every refusal: a short title and a sentence for the customer. */
export type CartProblem = { error: string; message: string }

/** One readable sentence for a failed parse, naming the item (1-based) and field. */
export function describeCartProblem(error: z.ZodError): string {
	const issue = error.issues[0]
	if (!issue) return 'The cart request is invalid.'
	const path = issue.path.map(String)
	if (path[0] === 'items' && path[1] !== undefined) {
		const field = path[2] ? ` (${path[2]})` : ''
		return `Item ${Number(path[1]) + 1}${field}: ${issue.message}`
	}
	if (path[0] === 'item' && path[1]) return `${path[1]}: ${issue.message}`
	return path.length && path[0] !== 'intent' ? `${path.join('.')}: ${issue.message}` : issue.message
}

const NUMBER_FIELDS = ['width', 'widthFraction', 'height', 'heightFraction', 'quantity'] as const

/**
 * A form body (a page without JavaScript, or a plain HTML form) as the JSON request it stands
 * for: add sends the line's fields, remove the id, set-quantity the id and quantity, merge the
 * items as a JSON text.
 */
export function cartRequestFromForm(form: FormData): unknown {
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : undefined
	}
	const intent = text('intent')
	if (intent === 'add') {
		const item: Record<string, unknown> = { id: text('id'), label: text('label') }
		for (const field of NUMBER_FIELDS) item[field] = numberOrText(text(field))
		return { intent, item }
	}
	if (intent === 'merge') return { intent, items: jsonOrText(text('items')) }
	if (intent === 'remove') return { intent, id: text('id') }
	if (intent === 'set-quantity') {
		return { intent, id: text('id'), quantity: numberOrText(text('quantity')) }
	}
	return { intent }
}

// Anything that is not a number stays text, so the schema names the field that is wrong.
function numberOrText(value: string | undefined): unknown {
	if (value === undefined || value.trim() === '') return undefined
	const number = Number(value)
	return Number.isFinite(number) ? number : value
}

function jsonOrText(value: string | undefined): unknown {
	if (value === undefined) return undefined
	try {
		return JSON.parse(value) as unknown
	} catch {
		return value
	}
}
