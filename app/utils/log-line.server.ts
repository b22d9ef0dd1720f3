// The shop's one log format: a JSON object per line on stdout (time, level, message, and the
// entry's own fields), for whatever collects the process output (journald, docker logs, a log
// shipper). The request log and its warnings (server/request-log.ts) and better-auth's notes
// (app/services/auth/auth-log.server.ts) are all written this way.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** One log line: `time` and `level` first, then the entry's fields in their order. */
export function formatLogLine(level: LogLevel, fields: Record<string, unknown>): string {
	return `${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`
}

/** Writes a formatted line to stdout. */
export function writeLogLine(line: string): void {
	process.stdout.write(line)
}
