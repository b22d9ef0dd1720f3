// CPU time a process has used (Linux /proc), to report CPU per request: on a busy machine
// wall-clock throughput says more about the neighbours than about the code; CPU per request
// much less so.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond
function clockTicks() {
	if (ticksPerSecond === undefined) {
		try {
			ticksPerSecond =
				Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
		} catch {
			ticksPerSecond = 100
		}
	}
	return ticksPerSecond
}

/** User + system CPU milliseconds used so far by `pid`, or undefined where /proc is missing. */
export function cpuMs(pid) {
	try {
		// Fields after the command name (which may contain spaces) start at field 3 (state).
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		const ticks = Number(fields[11]) + Number(fields[12])
		return (ticks * 1000) / clockTicks()
	} catch {
		return undefined
	}
}
