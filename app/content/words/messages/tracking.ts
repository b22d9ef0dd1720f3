// What /track-order says when it cannot show an order.
export const TRACK_ORDER_MESSAGES = {
	notFound:
		'We could not find an order with that order number and e-mail address. Please check both and try again.',
	orderNumberInvalid: 'Enter the 8-character order number from your confirmation e-mail.',
	emailInvalid: 'Enter the e-mail address you paid with.',
	tooManyAttempts: (minutes: number) =>
		`Too many tracking attempts. Please wait ${minutes} minute(s) and try again.`,
} as const
