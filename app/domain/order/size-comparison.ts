import {
	formatInches,
	formatSixteenths,
	splitSixteenths,
	toSixteenths,
	type ScreenSize,
} from './screen-size.ts'

// Two sizes or two labels side by side, as the fit check (fit-check.ts) compares an order's lines
// with each other and with the sizes a customer has had before. Lengths are in sixteenths.

/** A window is markedly tall or wide when its longer side is more than 5/4 of its shorter. */
const MARKED = { longer: 5, shorter: 4 } as const

type Shape = 'tall' | 'wide' | 'squarish'

/** A size's width and height in sixteenths. */
export function lengthsOf(size: ScreenSize): { width: number; height: number } {
	return {
		width: toSixteenths(size.width, size.widthSixteenths),
		height: toSixteenths(size.height, size.heightSixteenths),
	}
}

/** Whether a size is markedly taller than wide, markedly wider than tall, or neither. */
export function shapeOf(size: ScreenSize): Shape {
	const { width, height } = lengthsOf(size)
	if (height * MARKED.shorter > width * MARKED.longer) return 'tall'
	if (width * MARKED.shorter > height * MARKED.longer) return 'wide'
	return 'squarish'
}

/** A label as lines are matched by it (trimmed, spaces collapsed, any case); null for none. */
export function labelKey(label: string | null | undefined): string | null {
	const key = (label ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
	return key === '' ? null : key
}

/** How far apart two sizes are in width and in height, in sixteenths. */
export function sizeDifference(a: ScreenSize, b: ScreenSize): { width: number; height: number } {
	const first = lengthsOf(a)
	const second = lengthsOf(b)
	return {
		width: Math.abs(first.width - second.width),
		height: Math.abs(first.height - second.height),
	}
}

/** A difference in sixteenths as the shop writes it: 8 is '1/2"', 20 is '1 1/4"'. */
export function formatDifference(sixteenths: number): string {
	const { inches, sixteenths: rest } = splitSixteenths(sixteenths)
	return inches === 0 ? `${formatSixteenths(rest)}"` : formatInches(inches, rest)
}
