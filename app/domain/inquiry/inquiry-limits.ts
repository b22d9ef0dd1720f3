// Field length limits of the 'Questions Before Ordering?' form on /order, apart from its check
// (inquiry-form-schema.ts) so its messages and the page's maxLength agree with the server.
export const INQUIRY_LIMITS = { email: 254, inquiry: 2000 } as const
