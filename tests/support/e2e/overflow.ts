// What a phone-width page shows past its right edge. A mobile browser's layout viewport widens
// itself to content that overflows, so `innerWidth` cannot tell; the document's scroll width and
// each box and run of text measured against the width the test set can.
import type { Page } from '@playwright/test'

export type Overflow = {
	/** document.documentElement.scrollWidth */
	documentWidth: number
	/** Boxes and text reaching past `width` outside a horizontal scroll box of their own. */
	cutOff: string[]
}

/**
 * Measures the open page against `width` CSS pixels. An element or text is cut off when its right
 * edge lies past `width` and no ancestor between it and the page scrolls sideways (overflow-x
 * auto or scroll) within `width`; an ancestor that clips (hidden, clip) without scrolling does
 * not excuse it, since what it hides cannot be reached. Invisible things are left out: no size,
 * visibility hidden, or screen-reader-only
 * text (a one-pixel box that clips it).
 */
export function measureOverflow(page: Page, width: number): Promise<Overflow> {
	return page.evaluate((limit) => {
		// Half a pixel for sub-pixel layout.
		const past = (right: number) => right > limit + 0.5
		const describe = (element: Element) => {
			const id = element.id ? `#${element.id}` : ''
			const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
			return `<${element.tagName.toLowerCase()}${id}> "${text}"`
		}
		/** Screen-reader-only: inside a box of at most one pixel that clips what overflows it. */
		const screenReaderOnly = (element: Element) => {
			for (let at: Element | null = element; at; at = at.parentElement) {
				const { overflowX } = getComputedStyle(at)
				const clips = overflowX === 'hidden' || overflowX === 'clip'
				if (clips && at.getBoundingClientRect().width <= 1) return true
			}
			return false
		}
		const hidden = (element: Element) => {
			const style = getComputedStyle(element)
			if (style.visibility === 'hidden' || style.display === 'none') return true
			const box = element.getBoundingClientRect()
			return box.width === 0 || box.height === 0 || screenReaderOnly(element)
		}
		/** An ancestor that scrolls sideways and itself ends within the width. */
		const inScrollBox = (node: Node) => {
			for (let at = node.parentElement; at && at !== document.body; at = at.parentElement) {
				const { overflowX } = getComputedStyle(at)
				if (overflowX === 'auto' || overflowX === 'scroll') {
					return !past(at.getBoundingClientRect().right + window.scrollX)
				}
			}
			return false
		}
		const cutOff: string[] = []
		for (const element of document.body.querySelectorAll('*')) {
			const right = element.getBoundingClientRect().right + window.scrollX
			if (!past(right) || hidden(element) || inScrollBox(element)) continue
			cutOff.push(`${describe(element)} ends at ${Math.round(right)} px`)
		}
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!parent || !node.textContent?.trim() || hidden(parent)) continue
			const range = document.createRange()
			range.selectNodeContents(node)
			const right = range.getBoundingClientRect().right + window.scrollX
			if (!past(right) || inScrollBox(node)) continue
			cutOff.push(`text "${node.textContent.trim().slice(0, 40)}" ends at ${Math.round(right)} px`)
		}
		return { documentWidth: document.documentElement.scrollWidth, cutOff }
	}, width)
}
