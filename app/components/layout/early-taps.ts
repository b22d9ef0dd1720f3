// A tap that lands before React has hydrated the page is held instead of handled at once.
//
// React handles a click on a part of the page it has not hydrated yet by hydrating the whole
// page on the spot, in one go, inside the tap's own event: on a phone (Lighthouse's 4x slowdown)
// that froze /order and / for 250-300 ms, the page neither scrolled nor painted, and the tap's
// answer came only after it. Now a listener in the head, run before any of the page's scripts,
// takes the tap first:
// - on a control that is disabled (Add to Cart before the cart is loaded, a checkout line before
//   the saved cart is): the tap would do nothing after hydration either, so React never hears of
//   it;
// - on a plain button (type="button": the chat button, the menu), which does nothing without its
//   script: React does not hear of it now; its click is kept, the last one, and clicked again
//   once the page has hydrated (releaseEarlyTaps, from the root layout's first effect), as if the
//   button had been tapped then;
// - on anything else (links, form buttons, fields): the browser's own behaviour, and React's, as
//   before; a link still follows and a form still posts without the scripts.
// Hydration goes on in its small slices meanwhile, so the page keeps scrolling and painting.

/** The events React answers a not yet hydrated page with by hydrating all of it at once. */
const TAP_EVENTS =
	'pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click dblclick contextmenu'

/** Run by the head's inline script (see scripts-after-paint.tsx), before the page's scripts. */
export const EARLY_TAPS_SCRIPT = `(function(){
var kept=null,types='${TAP_EVENTS}'.split(' ');
function hold(e){var c=e.target&&e.target.closest&&e.target.closest('button,select,input,textarea');if(!c)return;
if(c.matches(':disabled'))return e.stopPropagation();
if(c.type!=='button')return;e.stopPropagation();if(e.type==='click')kept=c}
types.forEach(function(t){addEventListener(t,hold,true)});
window.__releaseEarlyTaps=function(){types.forEach(function(t){removeEventListener(t,hold,true)});
var c=kept;kept=null;if(c)setTimeout(function(){if(c.isConnected&&!c.matches(':disabled'))c.click()})}})();`

declare global {
	interface Window {
		/** Set by EARLY_TAPS_SCRIPT until the page has hydrated. */
		__releaseEarlyTaps?: () => void
	}
}

/** Once the page has hydrated: taps go to React again, and a kept button's click is replayed. */
export function releaseEarlyTaps() {
	window.__releaseEarlyTaps?.()
	window.__releaseEarlyTaps = undefined
}
