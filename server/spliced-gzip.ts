// Gzip for a page whose bytes are fixed except for a few short values that change per response
// (the CSP nonce). The fixed parts are compressed once, each as its own raw deflate stream cut
// at a byte boundary (Z_SYNC_FLUSH, no final block), so no back-reference crosses a gap; each
// response fills the gaps with uncompressed "stored" blocks, ends the stream with an empty final
// block and adds the gzip trailer (RFC 1951 3.2.4, RFC 1952 2.3). Serving a cached page then
// costs a CRC over its bytes instead of compressing it again.
import { constants, crc32, deflateRawSync } from 'node:zlib'

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03])
/** BFINAL=1, BTYPE=00 (stored), LEN=0, NLEN=0xffff. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const MAX_STORED_BLOCK = 0xffff

/** One fixed part, as it is and deflated on its own. */
export type SplicedPart = { plain: Buffer; deflated: Buffer }

/** The fixed parts in order; a gap sits between each two. */
export type SplicedGzip = { parts: SplicedPart[] }

/** A part deflated so that it ends on a byte boundary and can be followed by anything. */
export function splicedPart(plain: Buffer): SplicedPart {
	return {
		plain,
		deflated: deflateRawSync(plain, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
	}
}

export function prepareSplicedGzip(parts: Buffer[]): SplicedGzip {
	return { parts: parts.map(splicedPart) }
}

/** One stored block holding `bytes` (at most 65,535 of them), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
	if (bytes.length > MAX_STORED_BLOCK) throw new RangeError('A gap value is too long')
	const header = Buffer.from([
		0x00,
		bytes.length & 0xff,
		bytes.length >> 8,
		~bytes.length & 0xff,
		(~bytes.length >> 8) & 0xff,
	])
	return Buffer.concat([header, bytes])
}

// zlib.crc32 of an empty view can answer 0 instead of the running value (zlib's crc32 resets on a
// null buffer), so empty pieces are skipped.
const crcAfter = (bytes: Buffer, crc: number) => (bytes.length === 0 ? crc : crc32(bytes, crc))

// Pieces at least this long go out as they are (one socket writev takes them all); shorter ones
// are copied together, so a page is a handful of chunks, not one per gap.
const SHARED_PIECE_BYTES = 8192

function chunksOf(pieces: Buffer[]): Buffer[] {
	const chunks: Buffer[] = []
	let small: Buffer[] = []
	for (const piece of pieces) {
		if (piece.length < SHARED_PIECE_BYTES) {
			small.push(piece)
			continue
		}
		if (small.length) chunks.push(Buffer.concat(small))
		small = []
		chunks.push(piece)
	}
	if (small.length) chunks.push(Buffer.concat(small))
	return chunks
}

/** The uncompressed page, in chunks: the parts with `gap` between each two. */
export function splicePlain(spliced: SplicedGzip, gap: Buffer): Buffer[] {
	const pieces: Buffer[] = []
	spliced.parts.forEach(({ plain }, index) => {
		if (index > 0) pieces.push(gap)
		pieces.push(plain)
	})
	return chunksOf(pieces)
}

/** A complete gzip file of splicePlain(spliced, gap), in chunks, built without compressing. */
export function spliceGzip(spliced: SplicedGzip, gap: Buffer): Buffer[] {
	const gapBlock = storedBlock(gap)
	const pieces: Buffer[] = [GZIP_HEADER]
	let crc = 0
	let size = 0
	spliced.parts.forEach(({ plain, deflated }, index) => {
		if (index > 0) {
			pieces.push(gapBlock)
			crc = crcAfter(gap, crc)
			size += gap.length
		}
		pieces.push(deflated)
		crc = crcAfter(plain, crc)
		size += plain.length
	})
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	trailer.writeUInt32LE(size >>> 0, 4)
	pieces.push(FINAL_EMPTY_BLOCK, trailer)
	return chunksOf(pieces)
}
