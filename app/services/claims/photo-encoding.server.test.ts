import { deflateSync, crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CLAIM_PHOTO_LIMITS } from '#app/domain/claims/claim-photos.ts'
import { encodeClaimPhoto } from './photo-encoding.server.ts'

const GPS = {
	GPSLatitudeRef: 'N',
	GPSLatitude: '40/1 26/1 4612/100',
	GPSLongitudeRef: 'W',
	GPSLongitude: '79/1 58/1 5600/100',
}
const XMP =
	'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
	'<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Person</dc:creator>' +
	'</rdf:Description></rdf:RDF></x:xmpmeta>'

/** A solid photo of `width` x `height`: the left half red, the right half blue. */
async function halves(width: number, height: number) {
	const half = Math.floor(width / 2)
	return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
		{
			input: {
				create: { width: width - half, height, channels: 3, background: '#0000ff' },
			},
			left: half,
			top: 0,
		},
	])
}

/** A JPEG segment: marker, length, payload. */
function segment(marker: number, payload: Buffer): Buffer {
	const head = Buffer.alloc(4)
	head.writeUInt16BE(0xff00 | marker, 0)
	head.writeUInt16BE(payload.length + 2, 2)
	return Buffer.concat([head, payload])
}

/** `jpeg` with a comment (COM) and an IPTC record (APP13) put right after its start marker. */
function withCommentAndIptc(jpeg: Buffer): Buffer {
	const byline = Buffer.from('Secret Photographer')
	// IPTC-IIM dataset 2:80 (By-line) inside Photoshop's 8BIM resource 0x0404.
	const iim = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0x00, byline.length]), byline])
	const resource = Buffer.concat([
		Buffer.from('8BIM'),
		Buffer.from([0x04, 0x04, 0x00, 0x00]),
		Buffer.from([0, 0, 0, iim.length]),
		iim,
		Buffer.alloc(iim.length % 2),
	])
	const app13 = segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0'), resource]))
	const comment = segment(0xfe, Buffer.from('taken at 12 Elm Street'))
	return Buffer.concat([jpeg.subarray(0, 2), comment, app13, jpeg.subarray(2)])
}

/** The markers of a JPEG's segments before its image data (APP1: EXIF or XMP, APP13, COM...). */
function segmentMarkers(jpeg: Uint8Array): number[] {
	const bytes = Buffer.from(jpeg)
	const markers: number[] = []
	let at = 2
	while (at + 4 <= bytes.length && bytes[at] === 0xff) {
		const marker = bytes[at + 1]!
		markers.push(marker)
		if (marker === 0xda) break
		at += 2 + bytes.readUInt16BE(at + 2)
	}
	return markers
}

/** Whether a JPEG's EXIF names a GPS block (IFD0 tag 0x8825): where the photo was taken. */
function exifHasGps(jpeg: Uint8Array): boolean {
	const bytes = Buffer.from(jpeg)
	const exif = bytes.indexOf('Exif\0\0')
	if (exif === -1) return false
	const tiff = exif + 6
	const little = bytes.toString('latin1', tiff, tiff + 2) === 'II'
	const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at))
	const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at))
	const ifd0 = tiff + u32(tiff + 4)
	for (let entry = 0; entry < u16(ifd0); entry++) {
		if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true
	}
	return false
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
	const length = Buffer.alloc(4)
	length.writeUInt32BE(data.length)
	const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
	const crc = Buffer.alloc(4)
	crc.writeUInt32BE(crc32(typed) >>> 0)
	return Buffer.concat([length, typed, crc])
}

/** `png` with a text chunk (a comment) put right after its IHDR. */
function withPngComment(png: Buffer, text: string): Buffer {
	const afterIhdr = 8 + 4 + 4 + 13 + 4
	const comment = pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))
	return Buffer.concat([png.subarray(0, afterIhdr), comment, png.subarray(afterIhdr)])
}

/** A PNG's signature, its IHDR declaring `width` x `height` (8-bit RGB) and a tiny IDAT. */
function pngDeclaring(width: number, height: number): Buffer {
	const chunk = pngChunk
	const ihdr = Buffer.alloc(13)
	ihdr.writeUInt32BE(width, 0)
	ihdr.writeUInt32BE(height, 4)
	ihdr[8] = 8 // bit depth
	ihdr[9] = 2 // RGB
	// A few rows of zeros, compressed: what the file holds is tiny, what it declares is not.
	const idat = deflateSync(Buffer.alloc(4 * (width * 3 + 1)))
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', ihdr),
		chunk('IDAT', idat),
		chunk('IEND', Buffer.alloc(0)),
	])
}

async function encoded(bytes: Uint8Array) {
	const result = await encodeClaimPhoto(bytes)
	if (!result.ok) throw new Error(`Refused: ${result.problem}`)
	return result.photo
}

async function problemOf(bytes: Uint8Array) {
	const result = await encodeClaimPhoto(bytes)
	return result.ok ? 'taken' : result.problem
}

describe('encodeClaimPhoto', () => {
	it('keeps no metadata of a JPEG with GPS EXIF, XMP, IPTC and a comment', async () => {
		const sent = withCommentAndIptc(
			await (
				await halves(640, 480)
			)
				.jpeg()
				.withExif({ IFD0: { Make: 'Acme', Model: 'Phone 9' }, IFD3: GPS })
				.withXmp(XMP)
				.toBuffer(),
		)
		// The fixture carries all of it, as sharp reads it.
		const before = await sharp(sent).metadata()
		expect(exifHasGps(sent)).toBe(true)
		expect(before.exif).toBeDefined()
		expect(before.xmp).toBeDefined()
		expect(before.iptc).toBeDefined()
		expect(segmentMarkers(sent)).toEqual(expect.arrayContaining([0xe1, 0xed, 0xfe]))

		const photo = await encoded(sent)
		const after = await sharp(photo.bytes).metadata()
		expect(after.format).toBe('jpeg')
		expect([after.exif, after.xmp, after.iptc, after.icc, after.comments]).toEqual([
			undefined,
			undefined,
			undefined,
			undefined,
			undefined,
		])
		expect(exifHasGps(photo.bytes)).toBe(false)
		const text = Buffer.from(photo.bytes).toString('latin1')
		for (const trace of [
			'Exif',
			'Acme',
			'Secret Person',
			'Photoshop',
			'Secret Photographer',
			'Elm Street',
		]) {
			expect(text).not.toContain(trace)
		}
		// No APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) or COM segment: JFIF, tables, frame, scan.
		expect(segmentMarkers(photo.bytes).filter((m) => m >= 0xe1 && m <= 0xef)).toEqual([])
		expect(segmentMarkers(photo.bytes)).not.toContain(0xfe)
		expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 })
	})

	it('turns a photo as its EXIF orientation says before dropping the tag', async () => {
		// Stored 300 x 100, left red; orientation 6: shown turned 90° clockwise, so red on top.
		const sent = await (await halves(300, 100)).jpeg().withMetadata({ orientation: 6 }).toBuffer()
		expect((await sharp(sent).metadata()).orientation).toBe(6)
		const photo = await encoded(sent)
		expect([photo.width, photo.height]).toEqual([100, 300])
		const after = await sharp(photo.bytes).metadata()
		expect(after.orientation).toBeUndefined()
		const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true })
		const pixel = (x: number, y: number) => [
			...data.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3),
		]
		const [topRed, , topBlue] = pixel(50, 10)
		const [bottomRed, , bottomBlue] = pixel(50, 290)
		expect(topRed).toBeGreaterThan(200)
		expect(topBlue).toBeLessThan(60)
		expect(bottomBlue).toBeGreaterThan(200)
		expect(bottomRed).toBeLessThan(60)
	})

	it('brings 3000 x 1000 down to 2000 wide, and does not enlarge a small photo', async () => {
		const wide = await encoded(await (await halves(3000, 1000)).jpeg().toBuffer())
		expect([wide.width, wide.height]).toEqual([2000, 667])
		expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: 2000, height: 667 })
		const tall = await encoded(await (await halves(1200, 2600)).png().toBuffer())
		expect([tall.width, tall.height]).toEqual([923, 2000])
		const small = await encoded(await (await halves(640, 480)).webp().toBuffer())
		expect([small.width, small.height]).toEqual([640, 480])
	})

	it('takes a PNG (transparency on white) and a WebP, and writes both as JPEG', async () => {
		const clear = await sharp({
			create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
		})
			.png()
			.withExif({ IFD3: GPS })
			.toBuffer()
		const sent = withPngComment(clear, 'taken at 12 Elm Street')
		const before = await sharp(sent).metadata()
		expect([before.exif === undefined, before.comments]).toEqual([
			false,
			[{ keyword: 'Comment', text: 'taken at 12 Elm Street' }],
		])
		const png = await encoded(sent)
		const after = await sharp(png.bytes).metadata()
		expect([after.format, after.exif, after.comments]).toEqual(['jpeg', undefined, undefined])
		expect(Buffer.from(png.bytes).toString('latin1')).not.toContain('Elm Street')
		const { data } = await sharp(png.bytes).raw().toBuffer({ resolveWithObject: true })
		expect(Math.min(...data.subarray(0, 30))).toBeGreaterThan(245)

		const webpSent = await (await halves(400, 300)).webp().withExif({ IFD3: GPS }).toBuffer()
		expect((await sharp(webpSent).metadata()).exif).toBeDefined()
		const webp = await encoded(webpSent)
		const { format, width, height, exif } = await sharp(webp.bytes).metadata()
		expect([format, width, height, exif]).toEqual(['jpeg', 400, 300, undefined])
	})

	it('refuses a text file, a GIF, a HEIC-like file and an empty one as not a photo', async () => {
		expect(await problemOf(Buffer.from('Not a photo at all, just notes.\n'))).toBe('not-a-photo')
		const gif = await (await halves(40, 30)).gif().toBuffer()
		expect(await problemOf(gif)).toBe('not-a-photo')
		const heicLike = Buffer.concat([
			Buffer.from([0, 0, 0, 0x18]),
			Buffer.from('ftypheic'),
			Buffer.alloc(100),
		])
		expect(await problemOf(heicLike)).toBe('not-a-photo')
		expect(await problemOf(new Uint8Array(0))).toBe('not-a-photo')
	})

	it('refuses a file over 10 MB, whatever it holds', async () => {
		const big = Buffer.alloc(11 * 1024 * 1024)
		big.set([0xff, 0xd8, 0xff, 0xe0])
		expect(await problemOf(big)).toBe('too-large')
	})

	it('refuses a tiny PNG declaring 50,000 x 50,000 pixels fast, without decoding it', async () => {
		const bomb = pngDeclaring(50_000, 50_000)
		expect(bomb.length).toBeLessThan(2000)
		const started = performance.now()
		expect(await problemOf(bomb)).toBe('too-many-pixels')
		expect(performance.now() - started).toBeLessThan(200)
		// Just over the limit too; and what fits is decoded (a valid header, data cut short).
		expect(await problemOf(pngDeclaring(7072, 7071))).toBe('too-many-pixels')
		expect(7072 * 7071).toBeGreaterThan(CLAIM_PHOTO_LIMITS.maxPixels)
	})

	it('refuses a cut-off or corrupt photo as unreadable', async () => {
		const whole = await (await halves(640, 480)).jpeg().toBuffer()
		expect(await problemOf(whole.subarray(0, whole.length / 2))).toBe('unreadable')
		const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])
		expect(await problemOf(garbage)).toBe('unreadable')
		// PNG's signature on a WebP's bytes: what sharp reads is not what the signature says.
		const webp = await (await halves(40, 30)).webp().toBuffer()
		const mislabelled = Buffer.concat([
			Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
			webp,
		])
		expect(await problemOf(mislabelled)).toBe('unreadable')
	})
})
