// The shape of a policy page (shipping, refunds, warranty, privacy, terms): plain data that
// the one PolicyPage component lays out.
export type PolicyBlock =
	| { kind: 'paragraph'; text: string }
	| { kind: 'list'; items: readonly string[] }
	| {
			kind: 'table'
			caption: string
			columns: readonly string[]
			rows: ReadonlyArray<readonly string[]>
	  }

export type PolicySection = { id: string; heading: string; blocks: readonly PolicyBlock[] }

export type Policy = {
	title: string
	metaDescription: string
	summary: string
	sections: readonly PolicySection[]
	related: ReadonlyArray<{ to: string; label: string }>
}

export const paragraph = (text: string): PolicyBlock => ({ kind: 'paragraph', text })
export const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items })
