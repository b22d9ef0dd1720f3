// Length limits of the account forms, apart from their schemas (auth-forms.ts, zod) so the forms
// can set them as maxLength without loading zod with the page.
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254
export const USERNAME_MAX_LENGTH = 40
export const FULL_NAME_MAX_LENGTH = 100
