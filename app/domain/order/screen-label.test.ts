import { describe, expect, test } from 'vitest'
import {
	isPlainScreenLabel,
	plainScreenLabelText,
	readScreenLabel,
	screenLabelLine,
} from './screen-label.ts'

// Every character the rule refuses: C0 controls, DEL, C1 controls, the bidi embeddings and
// overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
const REFUSED = [
	...Array.from({ length: 0x20 }, (_, code) => code),
	...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
	...Array.from({ length: 5 }, (_, offset) => 0x202a + offset),
	...Array.from({ length: 4 }, (_, offset) => 0x2066 + offset),
].map((code) => String.fromCodePoint(code))

describe('the label rule', () => {
	test('takes plain text up to 40 characters, accents, emoji and marks included', () => {
		for (const label of ['Kitchen left', 'x'.repeat(40), 'Ünïcødé 🪟', 'שלום', 'Unit 4B, "den"']) {
			expect(isPlainScreenLabel(label)).toBe(true)
			expect(readScreenLabel(` ${label} `)).toBe(label)
		}
		// The neighbours of the refused ranges are plain text.
		for (const code of [0x20, 0x7e, 0xa0, 0x2029, 0x202f, 0x2065, 0x206a]) {
			expect(isPlainScreenLabel(`a${String.fromCodePoint(code)}b`)).toBe(true)
		}
	})

	test('refuses 41 characters, ESC, U+202E and every control or bidi character', () => {
		expect(isPlainScreenLabel('x'.repeat(41))).toBe(false)
		expect(isPlainScreenLabel('Den\u001b[31m')).toBe(false)
		expect(isPlainScreenLabel('\u202Enehctik')).toBe(false)
		for (const character of REFUSED) {
			expect(isPlainScreenLabel(`a${character}b`), character.codePointAt(0)?.toString(16)).toBe(
				false,
			)
			expect(readScreenLabel(`a${character}b`)).toBeNull()
		}
	})

	test('blank or missing is no label; a non-string is refused', () => {
		expect(readScreenLabel(undefined)).toBeUndefined()
		expect(readScreenLabel('   ')).toBeUndefined()
		expect(readScreenLabel(7)).toBeNull()
		expect(readScreenLabel(null)).toBeNull()
	})

	test("the label box's text becomes plain: each refused character a space", () => {
		expect(plainScreenLabelText('Den\u001b[31m')).toBe('Den [31m')
		expect(plainScreenLabelText('\u202Enehctik\u2069')).toBe(' nehctik ')
		for (const character of REFUSED) {
			expect(readScreenLabel(plainScreenLabelText(`a${character}b`))).toBe('a b')
		}
	})

	test('a line shows "Label: ..." only with a label', () => {
		expect(screenLabelLine('Den')).toBe('Label: Den')
		expect(screenLabelLine('')).toBeNull()
		expect(screenLabelLine(null)).toBeNull()
	})
})
