// The one order number customers see everywhere (/payment-success, e-mails, /track-order, the
// back office): the last 8 characters of the payment session id, upper-cased.

export const ORDER_NUMBER_LENGTH = 8

/**
 * The order reference of a payment session.
 * @example orderNumberFromSessionId('cs_test_a1b2c3d4e5f6g7h8') // 'E5F6G7H8'
 */
export function orderNumberFromSessionId(sessionId: string): string {
	return sessionId.trim().slice(-ORDER_NUMBER_LENGTH).toUpperCase()
}

/**
 * An order number as a customer may type it (spaces, a leading '#', lower case) in canonical
 * form, or null when it cannot be one.
 * @example normalizeOrderNumber(' #e5f6g7h8 ') // 'E5F6G7H8'
 */
export function normalizeOrderNumber(input: string): string | null {
	const value = input.trim().replace(/^#/, '').replace(/\s+/g, '').toUpperCase()
	return /^[A-Z0-9]{8}$/.test(value) ? value : null
}
