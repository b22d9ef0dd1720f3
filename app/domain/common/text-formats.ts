// The two text formats the browser checks without zod (zod stays out of every page's first
// load). They are zod's own patterns, copied as text: text-formats.test.ts fails if zod's ever
// differ from these, so a browser check and the server's schema cannot disagree.

/** What z.email() accepts (zod's 'practical' e-mail pattern). */
export const EMAIL_PATTERN = new RegExp(
	String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
)

const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`
const TIME = String.raw`(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?`

/** What z.iso.datetime() accepts: a real calendar date, a time with seconds, UTC ('Z'). */
export const ISO_DATETIME_PATTERN = new RegExp(`^${DATE}T(?:${TIME}(?:Z))$`)
