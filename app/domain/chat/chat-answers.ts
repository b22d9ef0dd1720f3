import {
	CHAT_DELIVERY_REPLIES,
	CHAT_LINKS,
	CHAT_SIZE_TEXT,
	CHAT_TRACKING_REPLY,
	type ChatReply,
	type DeliveryDays,
} from '#app/content/words/chat-replies.ts'
import { LIMITS } from '#app/content/facts/shop-facts.ts'
import type { SizeInMessage } from './chat-size.ts'
import { formatDimensions, type ScreenSize } from '#app/domain/order/screen-size.ts'
import { formatCents } from '#app/domain/common/money.ts'
import { unitPriceCents } from '#app/domain/order/pricing.ts'
import {
	deliveryEstimate,
	formatArrival,
	formatLongDay,
	shipByDate,
} from '#app/domain/shipping/ship-by.ts'

// The chat's computed answers: a named size's price from the shop's price rule, and delivery
// dates from the business-day calendar. The words are in app/content/words/chat-replies.ts.
// The size limits are the order form's (LIMITS, whole inches); its messages are not imported,
// because sharing order-form.ts with the chat would move it into every page's shared chunk.

type RangeProblem = keyof typeof CHAT_SIZE_TEXT.problems

/** What is wrong with a size, by the order form's limits (whole inches, as validateScreenForm). */
export function sizeProblems({ width, height }: ScreenSize): RangeProblem[] {
	const problems: RangeProblem[] = []
	if (width < LIMITS.width.min || height < LIMITS.height.min) problems.push('small')
	if (width > LIMITS.width.max) problems.push('wide')
	if (height > LIMITS.height.max) problems.push('tall')
	return problems
}

function swapped(size: ScreenSize): ScreenSize {
	return {
		width: size.height,
		widthSixteenths: size.heightSixteenths,
		height: size.width,
		heightSixteenths: size.widthSixteenths,
	}
}

/**
 * The answer to a message that names a size: its price, or why the shop cannot make it and how
 * to reach a person (`person`, from chatTexts).
 * @example sizeReply({ kind: 'inches', size: { width: 30, widthSixteenths: 0, height: 40, heightSixteenths: 0 } }, person).text
 * // 'A 30" x 40" screen is $51.00 each, plus 8% tax.'
 */
export function sizeReply(found: SizeInMessage, person: string): ChatReply {
	if (found.kind === 'other-unit') {
		return { text: CHAT_SIZE_TEXT.otherUnit(found.unit), link: CHAT_LINKS.howTo }
	}
	if (found.kind === 'not-sixteenths') {
		return { text: CHAT_SIZE_TEXT.notSixteenths, link: CHAT_LINKS.howTo }
	}
	const { size } = found
	const dimensions = formatDimensions(size)
	const problems = sizeProblems(size)
	if (problems.length === 0) {
		const price = CHAT_SIZE_TEXT.priced(dimensions, formatCents(unitPriceCents(size)))
		const hasFraction = size.widthSixteenths > 0 || size.heightSixteenths > 0
		return {
			text: hasFraction ? `${price} ${CHAT_SIZE_TEXT.fractionsFree}` : price,
			link: CHAT_LINKS.order,
		}
	}
	const words = problems.map((problem) => CHAT_SIZE_TEXT.problems[problem])
	const turned = swapped(size)
	const hint =
		sizeProblems(turned).length === 0 ? CHAT_SIZE_TEXT.widthFirst(formatDimensions(turned)) : ''
	return {
		text: CHAT_SIZE_TEXT.outOfRange(dimensions, words, person, hint),
		link: CHAT_LINKS.howTo,
	}
}

/**
 * Today's ship-by day and each method's arrival days, for an order paid at `now`.
 * @example deliveryDays(new Date('2026-11-23T15:00:00Z')).shipBy // 'Wednesday, November 25'
 */
export function deliveryDays(now: Date): DeliveryDays {
	const shipBy = shipByDate(now)
	return {
		shipBy: formatLongDay(shipBy),
		standardArrives: formatArrival(deliveryEstimate(shipBy, 'standard')),
		expeditedArrives: formatArrival(deliveryEstimate(shipBy, 'expedited')),
	}
}

/** The delivery answer (variant 0 or 1) at `now`: both methods, prices and dates. */
export function deliveryReply(now: Date, variant: 0 | 1): ChatReply {
	return CHAT_DELIVERY_REPLIES[variant](deliveryDays(now))
}

/** The answer to 'track my order' at `now`. */
export function trackingReply(now: Date): ChatReply {
	return CHAT_TRACKING_REPLY({ shipBy: formatLongDay(shipByDate(now)) })
}
