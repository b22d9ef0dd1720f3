// /admin/packing-slip?number=...: the printable packing slip of one order (ship-to address, order
// number, each screen with its label and size, no prices) and, on the next page, one label per
// screen (order number, label, size) to tape on the frame. Admins only (404 otherwise).
import type { Route } from './+types/admin.packing-slip'
import { PrintPage, PrintSheet, printSheetMeta } from '#app/components/admin/print-sheet.tsx'
import { Sizes } from '#app/components/ui/sizes.tsx'
import { screenRows } from '#app/domain/production/cut-list.ts'
import { itemSize, shippingAddressLines } from '#app/domain/order/order-display.ts'
import { adminPageHeaders } from './admin-guard.server.ts'
import { printedShipping, printSheetLoader } from './admin-print.server.ts'

export const meta: Route.MetaFunction = (args) =>
	printSheetMeta(args, 'Packing slip', 'A packing slip of the back office.')

export const headers = adminPageHeaders

export function loader(args: Route.LoaderArgs) {
	return printSheetLoader(args, (order) => ({
		number: order.number,
		shipTo: shippingAddressLines(order),
		shipping: printedShipping(order),
		screens: screenRows(order.items).map((row) => ({ tag: row.tag, size: itemSize(row.line) })),
	}))
}

const cell = 'border border-gray-400 px-2 py-1 text-left align-top'

export default function PackingSlip({ loaderData }: Route.ComponentProps) {
	return (
		<PrintSheet title="Packing slip" sheet={loaderData}>
			{(order) => (
				<>
					<PrintPage label="Packing slip">
						<h1 className="text-2xl font-bold">Packing slip: order {order.number}</h1>
						<h2 className="mt-4 font-semibold">Ship to</h2>
						<address className="not-italic">
							{order.shipTo.map((line) => (
								<div key={line}>{line}</div>
							))}
						</address>
						<p className="mt-2">Shipping: {order.shipping}</p>
						<table className="mt-4 w-full border-collapse">
							<caption className="mb-1 text-left font-semibold">
								{order.screens.length} screen{order.screens.length === 1 ? '' : 's'} in this parcel
							</caption>
							<thead>
								<tr>
									<th scope="col" className={cell}>
										Screen
									</th>
									<th scope="col" className={cell}>
										Size
									</th>
								</tr>
							</thead>
							<tbody>
								{order.screens.map((screen) => (
									<tr key={screen.tag + screen.size}>
										<th scope="row" className={cell}>
											{screen.tag}
										</th>
										<td className={cell}>
											<Sizes>{screen.size}</Sizes>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</PrintPage>
					<PrintPage label="Frame labels">
						<h2 className="mt-8 text-xl font-bold print:mt-0">Frame labels</h2>
						<ul className="mt-3 grid grid-cols-2 gap-3">
							{order.screens.map((screen) => (
								<li
									key={screen.tag + screen.size}
									className="break-inside-avoid rounded border-2 border-dashed border-gray-500 p-3"
								>
									<div className="font-mono font-bold">Order {order.number}</div>
									<div>Screen {screen.tag}</div>
									<div>
										<Sizes>{screen.size}</Sizes>
									</div>
								</li>
							))}
						</ul>
					</PrintPage>
				</>
			)}
		</PrintSheet>
	)
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/layout/route-error-boundary.tsx'
