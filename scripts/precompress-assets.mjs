// Build step after `react-router build`: writes .br and .gz beside every compressible file of
// build/client, so sirv sends them as they are instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ROOT = process.argv[2] ?? 'build/client'
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024

function* files(dir) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) yield* files(path)
		else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path
	}
}

let count = 0
let before = 0
let afterBrotli = 0
for (const path of files(ROOT)) {
	const source = readFileSync(path)
	const brotli = brotliCompressSync(source, {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
			[constants.BROTLI_PARAM_SIZE_HINT]: source.length,
		},
	})
	const gzip = gzipSync(source, { level: 9 })
	if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli)
	if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip)
	count++
	before += source.length
	afterBrotli += Math.min(brotli.length, source.length)
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`precompressed ${count} files in ${ROOT}: ${kb(before)} -> ${kb(afterBrotli)} brotli`)
