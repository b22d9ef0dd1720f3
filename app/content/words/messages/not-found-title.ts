// The head of the not-found page: its title and description. Apart from the page's words
// (not-found.ts) because every page's first load carries it: a route's meta, which names the page
// when it failed with a 404, runs in the browser on every navigation.
export const NOT_FOUND_TITLE = {
	title: 'Page not found',
	description: 'The page you are looking for does not exist.',
} as const
