// The field names of the change form of a paid order (/order-action), shared by the browser's
// form and the server's reader (order-edit-form.ts) without the reader's rules.

/** The field name of a line's part, e.g. line.0.width. */
export const lineField = (index: number, part: string) => `line.${index}.${part}`
