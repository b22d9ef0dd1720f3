import { z } from 'zod'
import { SCREEN_LABEL_MESSAGE } from '#app/content/words/messages/screen-label.ts'
import type { CartItem } from './cart-item.ts'
import { isPlainScreenLabel } from '#app/domain/order/screen-label.ts'
import {
	fractionInchesSchema,
	heightSchema,
	quantitySchema,
	widthSchema,
} from '#app/domain/order/measurement-schemas.ts'

/**
 * A screen's room or window label by the one label rule (isPlainScreenLabel, screen-label.ts):
 * blank is no label (undefined); readScreenLabel is its twin without zod.
 */
export const screenLabelSchema = z
	.string({ error: SCREEN_LABEL_MESSAGE })
	.trim()
	.refine(isPlainScreenLabel, { error: SCREEN_LABEL_MESSAGE })
	.transform((label) => label || undefined)
	.optional()

/**
 * A cart item as the server checks it: fractions in inches (k/16), price =
 * the unit price in integer cents, timestamp an ISO-8601 UTC string. The server ignores `price`
 * and recomputes it (repriceCartItem). The browser reads stored carts with readCartItem, which
 * cart-item.test.ts holds to the same answers as this schema.
 */
export const cartItemSchema = z.object({
	// No control characters: the id is stored, and PostgreSQL text cannot even hold U+0000.
	id: z
		.string()
		.trim()
		.min(1)
		.max(100)
		.refine((id) => !/\p{Cc}/u.test(id), { error: 'id must not contain control characters' }),
	width: widthSchema,
	widthFraction: fractionInchesSchema,
	height: heightSchema,
	heightFraction: fractionInchesSchema,
	quantity: quantitySchema,
	price: z.int().positive(),
	timestamp: z.iso.datetime(),
	label: screenLabelSchema,
}) satisfies z.ZodType<CartItem>
