// The one refusal of a room or window label, wherever a label comes in: /order's cart line, the
// saved cart (/api/cart), the window book on /account and a contractor's job list.
import { SCREEN_LABEL_MAX_LENGTH } from '#app/content/words/screen-labels.ts'

export const SCREEN_LABEL_MESSAGE = `A label is plain text of at most ${SCREEN_LABEL_MAX_LENGTH} characters, without control or text-direction characters.`
