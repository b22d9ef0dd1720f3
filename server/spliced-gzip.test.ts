import fc from 'fast-check'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
	prepareSplicedGzip,
	spliceGzip as spliceGzipChunks,
	splicePlain as splicePlainChunks,
	type SplicedGzip,
} from './spliced-gzip.ts'

const splicePlain = (spliced: SplicedGzip, gap: Buffer) =>
	Buffer.concat(splicePlainChunks(spliced, gap))
const spliceGzip = (spliced: SplicedGzip, gap: Buffer) =>
	Buffer.concat(spliceGzipChunks(spliced, gap))

const page = (text: string) => text.split('NONCE').map((part) => Buffer.from(part))

describe('spliced gzip', () => {
	it('decompresses to the page with the gap value in every gap', () => {
		const spliced = prepareSplicedGzip(
			page('<script nonce="NONCE">a()</script><p>Café ✓</p><script nonce="NONCE"></script>'),
		)
		const gap = Buffer.from('q1w2e3r4t5y6u7i8o9p0AA==')
		const expected = `<script nonce="${gap}">a()</script><p>Café ✓</p><script nonce="${gap}"></script>`
		expect(splicePlain(spliced, gap).toString()).toBe(expected)
		expect(gunzipSync(spliceGzip(spliced, gap)).toString()).toBe(expected)
	})

	it('gives each response its own gap value from the same prepared parts', () => {
		const spliced = prepareSplicedGzip(page('x'.repeat(50_000) + 'NONCE' + 'y'.repeat(3)))
		for (const value of ['first', 'second-value', '']) {
			expect(gunzipSync(spliceGzip(spliced, Buffer.from(value))).toString()).toBe(
				'x'.repeat(50_000) + value + 'yyy',
			)
		}
	})

	it('keeps the compression of the fixed parts', () => {
		const html = '<li class="item">same line</li>'.repeat(2000)
		const spliced = prepareSplicedGzip(page(`${html}NONCE${html}`))
		expect(spliceGzip(spliced, Buffer.from('n')).length).toBeLessThan(html.length / 20)
	})

	it('round-trips any parts and gap value', () => {
		fc.assert(
			fc.property(
				fc.array(fc.uint8Array({ maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
				fc.uint8Array({ maxLength: 300 }),
				(parts, gap) => {
					const buffers = parts.map((part) => Buffer.from(part))
					const spliced = prepareSplicedGzip(buffers)
					const plain = splicePlain(spliced, Buffer.from(gap))
					expect(gunzipSync(spliceGzip(spliced, Buffer.from(gap)))).toEqual(plain)
				},
			),
			{ numRuns: 300 },
		)
	})

	it('sends long parts as they are and joins the short pieces between them', () => {
		const long = 'L'.repeat(20_000)
		const spliced = prepareSplicedGzip(page(`head NONCE mid NONCE${long}NONCE tail`))
		const chunks = splicePlainChunks(spliced, Buffer.from('n'))
		expect(chunks.map((chunk) => chunk.toString())).toEqual(['head n mid n', long, 'n tail'])
		expect(chunks[1]).toBe(spliced.parts[2]?.plain)
	})

	it('refuses a gap value too long for one stored block', () => {
		const spliced = prepareSplicedGzip(page('aNONCEb'))
		expect(() => spliceGzip(spliced, Buffer.alloc(70_000))).toThrow(RangeError)
	})
})
