// What /payment-success says when the payment was the difference of a change of a paid order
// (issue 27): the change is made, and the receipt below it shows the new lines.
export const ORDER_CHANGE_PAID = (number: string) =>
	`Order ${number} is changed: the difference is paid, and the receipt below shows its new lines.`
