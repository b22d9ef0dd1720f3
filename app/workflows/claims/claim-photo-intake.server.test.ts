import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { findClaimPhotoForOwner } from '#app/models/claims/claim-photos.server.ts'
import { describeEachDatabase } from '#tests/support/fixtures/test-databases.ts'
import { aliceAndBob } from '#tests/support/fixtures/users.ts'
import {
	claimPhotoResponse,
	prepareClaimPhotos,
	readClaimUpload,
	receiveClaimPhotos,
} from './claim-photo-intake.server.ts'

const MB = 1024 * 1024

async function picture(width: number, height: number) {
	return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
}

/** The claim form as a browser posts it: its text fields, then its photos (name, bytes, type). */
function claimForm(
	photos: { name: string; bytes: Uint8Array; type?: string }[],
	fields: Record<string, string> = { description: 'The left screen is 1/4" too narrow.' },
): Request {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	for (const photo of photos) {
		form.append(
			'photos',
			new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? 'image/jpeg' }),
		)
	}
	return new Request('http://shop.test/claims/new', { method: 'POST', body: form })
}

async function refusalOf(request: Request) {
	const upload = await readClaimUpload(request)
	if (!upload.ok) return upload
	const prepared = await prepareClaimPhotos(upload.photos)
	if (prepared.ok) throw new Error('The photos were taken')
	return prepared
}

describe('the photos of a claim form', () => {
	it('judges a file by its bytes: a PNG named .jpg is taken, a text file named .jpg is not', async () => {
		const png = await (await picture(300, 200)).png().toBuffer()
		const upload = await readClaimUpload(claimForm([{ name: 'window.jpg', bytes: png }]))
		if (!upload.ok) throw new Error(upload.message)
		expect(upload.fields.get('description')).toBe('The left screen is 1/4" too narrow.')
		const prepared = await prepareClaimPhotos(upload.photos)
		expect(prepared).toMatchObject({
			ok: true,
			photos: [{ contentType: 'image/jpeg', width: 300 }],
		})

		const text = Buffer.from('Order 1234: the screen arrived bent.\n')
		expect(await refusalOf(claimForm([{ name: 'notes.jpg', bytes: text }]))).toEqual({
			ok: false,
			status: 400,
			message: '“notes.jpg” is not a JPEG, PNG or WebP photo.',
		})
	})

	it('refuses a GIF, naming it and its place among the photos when it has no name', async () => {
		const jpeg = await (await picture(100, 100)).jpeg().toBuffer()
		const gif = await (await picture(100, 100)).gif().toBuffer()
		const refused = await refusalOf(
			claimForm([
				{ name: 'a.jpg', bytes: jpeg },
				{ name: 'b.gif', bytes: gif, type: 'image/gif' },
			]),
		)
		expect(refused.message).toBe('“b.gif” is not a JPEG, PNG or WebP photo.')
		const prepared = await prepareClaimPhotos([
			{ field: 'photos', fileName: 'a.jpg', bytes: jpeg },
			{ field: 'photos', fileName: '', bytes: gif },
		])
		expect(prepared).toMatchObject({
			ok: false,
			message: 'Photo 2 is not a JPEG, PNG or WebP photo.',
		})
	})

	it('refuses an 11 MB photo, six photos and no photo, with what to do', async () => {
		const big = Buffer.alloc(11 * MB)
		big.set([0xff, 0xd8, 0xff, 0xe0])
		expect(await refusalOf(claimForm([{ name: 'IMG_0042.jpg', bytes: big }]))).toEqual({
			ok: false,
			status: 413,
			message: '“IMG_0042.jpg” is larger than 10 MB. Please choose a smaller photo.',
		})
		const jpeg = await (await picture(50, 50)).jpeg().toBuffer()
		const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg }))
		expect(await refusalOf(claimForm(six))).toEqual({
			ok: false,
			status: 413,
			message: 'Please choose at most 5 photos.',
		})
		expect(await refusalOf(claimForm([]))).toEqual({
			ok: false,
			status: 400,
			message: 'Please add at least one photo of the problem.',
		})
	})

	it('refuses a 50 MB body from its Content-Length, before reading it', async () => {
		let pulled = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				pulled += 64 * 1024
				controller.enqueue(new Uint8Array(64 * 1024))
			},
		})
		const request = new Request('http://shop.test/claims/new', {
			method: 'POST',
			headers: {
				'Content-Type': 'multipart/form-data; boundary=x',
				'Content-Length': String(50 * MB + 1),
			},
			body,
			duplex: 'half',
		} as RequestInit)
		const refused = await readClaimUpload(request)
		expect(refused).toEqual({
			ok: false,
			status: 413,
			message:
				'The photos are too large together: send JPEG, PNG or WebP photos, up to 10 MB each and 5 in all (50 MB at most).',
		})
		// A ReadableStream pulls once to fill its queue when it is made; the reader took nothing.
		expect(pulled).toBeLessThanOrEqual(64 * 1024)
	})

	it('refuses a PNG bomb (50,000 x 50,000 declared) by its header, and a damaged photo', async () => {
		const { deflateSync, crc32 } = await import('node:zlib')
		const chunk = (type: string, data: Buffer) => {
			const typed = Buffer.concat([Buffer.from(type), data])
			const frame = Buffer.alloc(4)
			frame.writeUInt32BE(data.length)
			const crc = Buffer.alloc(4)
			crc.writeUInt32BE(crc32(typed) >>> 0)
			return Buffer.concat([frame, typed, crc])
		}
		const ihdr = Buffer.from([0, 0, 0xc3, 0x50, 0, 0, 0xc3, 0x50, 8, 2, 0, 0, 0])
		const bomb = Buffer.concat([
			Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
			chunk('IHDR', ihdr),
			chunk('IDAT', deflateSync(Buffer.alloc(150_001))),
			chunk('IEND', Buffer.alloc(0)),
		])
		const started = performance.now()
		expect(
			await refusalOf(claimForm([{ name: 'huge.png', bytes: bomb, type: 'image/png' }])),
		).toEqual({
			ok: false,
			status: 413,
			message: '“huge.png” has more than 50 megapixels. Please send a smaller copy of it.',
		})
		expect(performance.now() - started).toBeLessThan(500)
		const jpeg = await (await picture(200, 200)).jpeg().toBuffer()
		const cut = jpeg.subarray(0, jpeg.length / 2)
		expect((await refusalOf(claimForm([{ name: 'cut.jpg', bytes: cut }]))).message).toBe(
			'“cut.jpg” could not be read as a photo: it may be damaged.',
		)
	})
})

describeEachDatabase('receiving a claim form with photos', (getDb) => {
	let alice = ''
	let bob = ''
	beforeEach(async () => {
		;({ alice, bob } = await aliceAndBob(getDb()))
	})

	it('stores each photo re-encoded as the sender’s, shown to them and to no other customer', async () => {
		const { db } = getDb()
		const wide = await (
			await picture(3000, 1000)
		)
			.jpeg()
			.withExif({ IFD0: { Make: 'Acme' } })
			.toBuffer()
		const webp = await (await picture(400, 300)).webp().toBuffer()
		const request = claimForm([
			{ name: 'wide.jpg', bytes: wide },
			{ name: 'corner.webp', bytes: webp, type: 'image/webp' },
		])
		const received = await receiveClaimPhotos(db, request, alice)
		if (!received.ok) throw new Error(received.message)
		expect(received.fields.get('description')).toBe('The left screen is 1/4" too narrow.')
		expect(received.photos.map((p) => [p.content_type, p.width, p.height, p.user_id])).toEqual([
			['image/jpeg', 2000, 667, alice],
			['image/jpeg', 400, 300, alice],
		])

		const stored = await findClaimPhotoForOwner(db, received.photos[0]!.id, alice)
		expect(stored!.bytes.length).toBe(received.photos[0]!.byte_size)
		expect(await sharp(stored!.bytes).metadata()).toMatchObject({ width: 2000, height: 667 })
		expect(stored!.bytes.includes('Acme')).toBe(false)
		expect(await findClaimPhotoForOwner(db, received.photos[0]!.id, bob)).toBeUndefined()

		const response = claimPhotoResponse(stored!)
		expect(response.headers.get('Content-Type')).toBe('image/jpeg')
		expect(response.headers.get('Cache-Control')).toBe('private, max-age=3600')
		expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), stored!.bytes)).toBe(0)
	})

	it('stores nothing when one photo is refused', async () => {
		const { db } = getDb()
		const jpeg = await (await picture(100, 100)).jpeg().toBuffer()
		const request = claimForm([
			{ name: 'ok.jpg', bytes: jpeg },
			{ name: 'notes.jpg', bytes: Buffer.from('hello') },
		])
		expect(await receiveClaimPhotos(db, request, alice)).toMatchObject({ ok: false, status: 400 })
		expect(await db.selectFrom('claim_photos').select('id').execute()).toEqual([])
	})
})
