// The header's and footer's links render as plain anchors React Router can discover, and mark the
// page shown the way <NavLink end> would.
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { isCurrentPage, SiteLink } from './site-link.tsx'

function markupAt(path: string, element: React.ReactNode) {
	const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
	return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('SiteLink', () => {
	test('is an anchor to its path that React Router discovers, with the props given', () => {
		expect(
			markupAt(
				'/',
				<SiteLink to="/faq" className="x" aria-current="page">
					FAQs
				</SiteLink>,
			),
		).toBe('<a href="/faq" data-discover="true" class="x" aria-current="page">FAQs</a>')
	})
})

describe('isCurrentPage', () => {
	test('is the exact page, letter case ignored, as <NavLink end> counts it', () => {
		expect(isCurrentPage('/faq', '/faq')).toBe(true)
		expect(isCurrentPage('/faq', '/FAQ')).toBe(true)
		expect(isCurrentPage('/', '/')).toBe(true)
		expect(isCurrentPage('/', '/faq')).toBe(false)
		expect(isCurrentPage('/order', '/order/x')).toBe(false)
		expect(isCurrentPage('/faq', '/faq-more')).toBe(false)
	})
})
