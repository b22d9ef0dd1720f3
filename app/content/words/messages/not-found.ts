// What the not-found page says (an unknown URL, or a page its visitor may not see). Loaded with
// that page or the error page only; its title is in not-found-title.ts.
export const NOT_FOUND_PAGE = {
	heading: 'Oops! Page not found',
	message: 'The page you are looking for does not exist or has moved.',
	homeLink: 'Return to Home',
} as const
