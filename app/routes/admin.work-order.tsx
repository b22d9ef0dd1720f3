// /admin/work-order?number=...: the printable work order of one order: number, ship-by date,
// shipping method, the clearance the order was made under, and one row per physical screen
// (quantity 3 is 1/3, 2/3, 3/3) with the opening ordered, the finished size (the opening less the
// clearance: app/domain/production/clearance.ts) and the finished size's cut list
// (app/domain/production/cut-list.ts). The Screen column shows the item's label
// when order items carry one (screenRows reads `label`). Admins only (404 otherwise).
import type { Route } from './+types/admin.work-order'
import { PrintPage, PrintSheet, printSheetMeta } from '#app/components/admin/print-sheet.tsx'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { CUT_LIST_TEXT } from '#app/content/facts/workshop-rules.ts'
import { finishedSize, formatClearance, orderClearance } from '#app/domain/production/clearance.ts'
import { cutList, cutListRows, screenRows } from '#app/domain/production/cut-list.ts'
import { itemSize } from '#app/domain/order/order-display.ts'
import { formatDimensions, fromSizeRow } from '#app/domain/order/screen-size.ts'
import { formatLongDay } from '#app/domain/shipping/ship-by-format.ts'
import { adminPageHeaders } from './admin-guard.server.ts'
import { printedShipping, printSheetLoader } from './admin-print.server.ts'

export const meta: Route.MetaFunction = (args) =>
	printSheetMeta(args, 'Work order', 'A work order of the back office.')

export const headers = adminPageHeaders

export function loader(args: Route.LoaderArgs) {
	return printSheetLoader(args, (order) => {
		const clearance = orderClearance(order.clearance_sixteenths)
		return {
			number: order.number,
			clearance: clearance === 0 ? 'None' : `${formatClearance(clearance)} off width and height`,
			shipBy: order.ship_by ? formatLongDay(order.ship_by) : 'No date',
			shipping: printedShipping(order),
			instructions: order.special_instructions,
			screens: screenRows(order.items).map((row) => {
				const finished = finishedSize(fromSizeRow(row.line), clearance)
				const cuts = cutListRows(cutList(finished))
				return {
					tag: row.tag,
					opening: itemSize(row.line),
					finished: formatDimensions(finished),
					cuts,
				}
			}),
		}
	})
}

const cell = 'border border-gray-400 px-2 py-1 text-left align-top'
const CUT_COLUMNS = [
	CUT_LIST_TEXT.widthPieces,
	CUT_LIST_TEXT.heightPieces,
	CUT_LIST_TEXT.mesh,
	CUT_LIST_TEXT.spline,
	CUT_LIST_TEXT.tensionSprings,
]

export default function WorkOrder({ loaderData }: Route.ComponentProps) {
	return (
		<PrintSheet title="Work order" sheet={loaderData}>
			{(order) => (
				<PrintPage>
					<h1 className="text-2xl font-bold">Work order {order.number}</h1>
					<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
						<dt className="font-semibold">Ship by</dt>
						<dd>{order.shipBy}</dd>
						<dt className="font-semibold">Shipping</dt>
						<dd>{order.shipping}</dd>
						<dt className="font-semibold">Clearance</dt>
						<dd data-clearance>{order.clearance}</dd>
						<dt className="font-semibold">Screens</dt>
						<dd>{order.screens.length}</dd>
						{order.instructions ? (
							<>
								<dt className="font-semibold">Special instructions</dt>
								<dd>{order.instructions}</dd>
							</>
						) : null}
					</dl>
					{/* On a phone the cut list scrolls sideways on its own; on paper it is printed whole. */}
					<div className="mt-4 overflow-x-auto print:overflow-visible">
						<table className="w-full border-collapse text-sm">
							<caption className="mb-1 text-left font-semibold">
								Cut list, one row per screen (corner keys: 4 a screen)
							</caption>
							<thead>
								<tr>
									{['Screen', 'Opening', 'Finished size', ...CUT_COLUMNS].map((heading) => (
										<th key={heading} scope="col" className={cell}>
											{heading}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{order.screens.map((screen) => (
									<tr key={screen.tag + screen.opening} data-screen={screen.tag}>
										<th scope="row" className={cell}>
											{screen.tag}
										</th>
										<td className={cell} data-opening>
											<Sizes>{screen.opening}</Sizes>
										</td>
										<td className={cell} data-finished>
											<Sizes>{screen.finished}</Sizes>
										</td>
										{CUT_COLUMNS.map((column) => (
											<td key={column} className={cell}>
												{screen.cuts.find((cut) => cut.label === column)?.value}
											</td>
										))}
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</PrintPage>
			)}
		</PrintSheet>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
