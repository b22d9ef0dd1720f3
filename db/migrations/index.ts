import * as m0001 from './0001-outbox-and-inquiries.ts'
import * as m0002 from './0002-auth.ts'
import * as m0003 from './0003-rate-limits.ts'
import * as m0004 from './0004-orders.ts'
import * as m0005 from './0005-cart-items.ts'
import * as m0006 from './0006-admin.ts'
import * as m0007 from './0007-cart-fast-path.ts'
import * as m0008 from './0008-mail-priority.ts'
import * as m0009 from './0009-order-shipping.ts'
import * as m0010 from './0010-labels-and-windows.ts'
import * as m0011 from './0011-ship-by-dates.ts'
import * as m0012 from './0012-contractor-quotes.ts'
import * as m0013 from './0013-quote-orders.ts'
import * as m0014 from './0014-cart-items-without-unit-price.ts'
import * as m0015 from './0015-refunds.ts'
import * as m0016 from './0016-order-action-links.ts'
import * as m0017 from './0017-order-changes.ts'
import * as m0018 from './0018-refund-parts.ts'
import * as m0019 from './0019-fit-check.ts'
import * as m0020 from './0020-claim-photos.ts'
import * as m0021 from './0021-clearance.ts'

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations = {
	'0001-outbox-and-inquiries': m0001,
	'0002-auth': m0002,
	'0003-rate-limits': m0003,
	'0004-orders': m0004,
	'0005-cart-items': m0005,
	'0006-admin': m0006,
	'0007-cart-fast-path': m0007,
	'0008-mail-priority': m0008,
	'0009-order-shipping': m0009,
	'0010-labels-and-windows': m0010,
	'0011-ship-by-dates': m0011,
	'0012-contractor-quotes': m0012,
	'0013-quote-orders': m0013,
	'0014-cart-items-without-unit-price': m0014,
	'0015-refunds': m0015,
	'0016-order-action-links': m0016,
	'0017-order-changes': m0017,
	'0018-refund-parts': m0018,
	'0019-fit-check': m0019,
	'0020-claim-photos': m0020,
	'0021-clearance': m0021,
}
