// A real SMTP server (smtp-server) for tests to deliver to: plain SMTP on 127.0.0.1, no STARTTLS,
// authentication optional. It can be started later on a port chosen up front, to play an SMTP
// server that is down and then comes back.
import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

export type SmtpStandIn = {
	port: number
	url: string
	received: ReceivedMail[]
	listen: () => Promise<void>
	close: () => Promise<void>
}

export type SmtpStandInOptions = {
	/** Defaults to a free port. */
	port?: number
	/** Runs before the server accepts a message (delay or hold the reply). */
	beforeAccept?: () => Promise<void>
	/** Recipients the server refuses with a permanent 550 error. */
	rejectRecipients?: string[]
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	await new Promise<void>((resolve) => server.close(() => resolve()))
	if (!address || typeof address === 'string') throw new Error('Could not find a free port')
	return address.port
}

export async function createSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
	const port = options.port ?? (await freePort())
	const received: ReceivedMail[] = []
	let server: SMTPServer | undefined

	const listen = async () => {
		server = new SMTPServer({
			disabledCommands: ['STARTTLS'],
			authOptional: true,
			logger: false,
			disableReverseLookup: true,
			onRcptTo(address, _session, callback) {
				if (options.rejectRecipients?.includes(address.address)) {
					const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
					return callback(error)
				}
				callback()
			},
			onData(stream, session, callback) {
				const chunks: Buffer[] = []
				stream.on('data', (chunk: Buffer) => chunks.push(chunk))
				stream.on('end', () => {
					void (async () => {
						await options.beforeAccept?.()
						received.push({
							from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
							to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
							raw: Buffer.concat(chunks).toString('utf8'),
						})
						callback()
					})()
				})
			},
		})
		await new Promise<void>((resolve, reject) => {
			server!.server.once('error', reject)
			server!.listen(port, '127.0.0.1', () => resolve())
		})
	}

	const close = async () => {
		const closing = server
		server = undefined
		if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()))
	}

	return { port, url: `smtp://127.0.0.1:${port}`, received, listen, close }
}
