import { useRouteLoaderData } from 'react-router'
import type { ClearanceRootData } from '#app/components/measure/clearance-note.ts'
import { PRODUCT } from '#app/content/facts/shop-facts.ts'

const TILES = [
	{
		label: 'Frame',
		value: `${PRODUCT.frame.depthInches}" x ${PRODUCT.frame.widthInches}"`,
		detail: `${PRODUCT.frame.material[0]?.toUpperCase()}${PRODUCT.frame.material.slice(1)} frame`,
	},
	{ label: 'Color', value: PRODUCT.frame.color, detail: 'Frame finish' },
	{ label: 'Mesh', value: PRODUCT.mesh, detail: 'Screen material' },
	{
		label: 'Installation',
		value: PRODUCT.installation,
		detail: `Installs in under ${PRODUCT.installMinutes} minutes`,
	},
] as const

/** The product's specification section: its heading and the tiles. */
export function ProductSpecs({ id }: { id: string }) {
	const clearance = useRouteLoaderData<ClearanceRootData>('root')?.clearanceSentence
	return (
		<section id={id} aria-labelledby={`${id}-heading`}>
			<h2 id={`${id}-heading`} className="mb-3 text-xl font-bold text-ink">
				{PRODUCT.name} specs
			</h2>
			{clearance ? (
				<p className="mb-3 text-ink" data-clearance-sentence>
					{clearance}
				</p>
			) : null}
			<SpecTiles />
		</section>
	)
}

/** The Signature Screen's fixed specification, as four tiles. */
function SpecTiles() {
	return (
		<dl className="grid grid-cols-2 gap-3">
			{TILES.map((tile) => (
				<div key={tile.label} className="rounded-xl border border-gray-200 bg-gray-50 p-4">
					<dt className="text-xs font-semibold tracking-wide text-muted uppercase">{tile.label}</dt>
					<dd className="mt-1 font-semibold text-ink">{tile.value}</dd>
					<dd className="text-sm text-muted">{tile.detail}</dd>
				</div>
			))}
		</dl>
	)
}
