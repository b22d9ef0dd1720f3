/** What the browser may know about the signed-in user (the root loader's `user`). */
export type SessionUser = {
	id: string
	email: string
	username: string
	fullName: string
	emailVerified: boolean
}
