// The words of the measuring assistant's button on /order. Kept apart from the panel's words
// (measuring-assistant.ts), which load only when the panel is first opened, so /order's first
// load carries just these.
export const MEASURING_ASSISTANT_BUTTON = {
	label: 'Help me measure',
	loadFailed: 'The measuring assistant could not load. Check your connection and try again.',
} as const
