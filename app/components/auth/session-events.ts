/** Fired in the page when the server answers that the session is gone (e.g. signed out elsewhere). */
export const SESSION_ENDED_EVENT = 'shop:session-ended'

export function announceSessionEnded() {
	if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT))
}
