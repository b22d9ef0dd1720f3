// The carrier's own tracking page for a parcel. The back office takes the carrier as free text
// (with UPS, USPS, FedEx and DHL suggested), so a carrier is recognised by its name, e.g.
// 'UPS Ground' or 'fedex'; any other carrier has no link and the number is shown as written.

type KnownCarrier = {
	/** Lower-case letters and digits the written name starts with, e.g. 'ups' for 'UPS Ground'. */
	prefixes: readonly string[]
	trackingUrl: (encodedNumber: string) => string
}

const KNOWN_CARRIERS: readonly KnownCarrier[] = [
	{
		prefixes: ['usps', 'unitedstatespostal'],
		trackingUrl: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
	},
	{
		prefixes: ['ups', 'unitedparcel'],
		trackingUrl: (number) => `https://www.ups.com/track?tracknum=${number}`,
	},
	{
		prefixes: ['fedex', 'federalexpress'],
		trackingUrl: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
	},
	{
		prefixes: ['dhl'],
		trackingUrl: (number) =>
			`https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
	},
]

/**
 * The carrier's tracking page for a number, or null for a carrier the shop does not recognise.
 * @example carrierTrackingUrl('UPS', '1Z999AA10123456784') // 'https://www.ups.com/track?tracknum=1Z999AA10123456784'
 * @example carrierTrackingUrl('Local courier', 'A-1') // null
 */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
	const name = carrier.toLowerCase().replace(/[^a-z0-9]/g, '')
	const number = trackingNumber.trim()
	if (!name || !number) return null
	const known = KNOWN_CARRIERS.find((each) =>
		each.prefixes.some((prefix) => name.startsWith(prefix)),
	)
	return known ? known.trackingUrl(encodeURIComponent(number)) : null
}
