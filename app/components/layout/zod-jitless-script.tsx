import { useNonce } from '#app/utils/nonce-provider.ts'

// zod 4 probes `new Function('')` when it builds an object schema, to pick a faster parser. Our
// CSP forbids eval, so the probe fails (harmlessly) but is reported as a CSP violation in the
// browser's issues (and Lighthouse's best practices). zod reads its settings from this global,
// so setting jitless before the first module script runs skips the probe. Rendered by the
// server only (root.tsx): it has done its work before the browser's React starts.
const SCRIPT =
	'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export function ZodJitlessScript() {
	const nonce = useNonce()
	return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
