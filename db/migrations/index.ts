import * as m0001 from './0001-outbox-and-inquiries.ts'

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations = {
	'0001-outbox-and-inquiries': m0001,
}
