import type { FeatureIcon as IconName } from '#app/content/words/home-page.ts'
import { LineIcon } from '#app/components/ui/icons.tsx'

const paths: Record<IconName, string> = {
	// A clipboard with a check mark.
	process:
		'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 0 4h-2a2 2 0 0 1-2-2zM9 14l2 2 4-4',
	// A speech bubble.
	service:
		'M21 12c0 4.4-4 8-9 8-1.5 0-3-.3-4.2-.9L3 20l1.3-3.9C3.5 14.9 3 13.5 3 12c0-4.4 4-8 9-8s9 3.6 9 8z',
	// A shield with a check.
	quality: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5l8-3zM8.5 12l2.5 2.5 4.5-5',
	// A price tag.
	price: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zM7.5 7.5h.01',
}

export function FeatureIcon({ name }: { name: IconName }) {
	return (
		<LineIcon width="28" height="28" strokeLinecap="round" strokeLinejoin="round" focusable="false">
			<path d={paths[name]} />
		</LineIcon>
	)
}
