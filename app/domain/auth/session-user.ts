/** What the browser may know about the signed-in user (the root loader's `user`). */
export type SessionUser = {
	id: string
	email: string
	username: string
	fullName: string
	emailVerified: boolean
	/** An admin of the back office (users.role): the header links to /admin. */
	isAdmin: boolean
}

/** A request's session as read: who is signed in, and cookies the response must set. */
export type SessionRead = {
	user: SessionUser | null
	/** Set-Cookie values to pass on: a renewed session cookie, or one clearing a dead session. */
	cookies: string[]
}
