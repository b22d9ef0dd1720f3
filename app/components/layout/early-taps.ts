// A tap that lands before React has hydrated the page is held instead of handled at once.
//
// React handles a click on a part of the page it has not hydrated yet by hydrating the whole
// page on the spot, in one go, inside the tap's own event: on a phone (Lighthouse's 4x slowdown)
// that froze /order and / for 250-300 ms before the tap's next frame. Now a listener in the head,
// run before any of the page's scripts, takes the tap first:
// - on a control that is disabled (Add to Cart before the cart is loaded, a checkout line before
//   the saved cart is): the tap would do nothing after hydration either, so React never hears of
//   it;
// - on a plain button (type="button": the chat button, the menu), which does nothing without its
//   script: React does not hear of it in the tap. The click is clicked again after the next frame
//   (so the tap's own frame is painted first), once React is rendering the page
//   (hydrationStarted, from the root layout's first render in the browser: before that, React
//   Router's first render waits for the server's data and a click would find nothing to
//   hydrate): a tap before the scripts ran is no longer lost, and React then hydrates the page
//   for that click in a task of its own. Should React not take it (it stops a click it cannot
//   hydrate for), the page has not hydrated when the click returns (hydrating for a click runs
//   the layout's effect, and so the release below, inside it), and the click is kept for the
//   release;
// - on anything else (links, form buttons, fields): the browser's own behaviour, and React's, as
//   before; a link still follows and a form still posts without the scripts.
// Once the page has hydrated (releaseEarlyTaps, from the root layout's first effect), taps go
// straight to React again.

/** The events React answers a not yet hydrated page with by hydrating all of it at once. */
const TAP_EVENTS =
	'pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click dblclick contextmenu'

/** Run by the head's inline script (see scripts-after-paint.tsx), before the page's scripts. */
export const EARLY_TAPS_SCRIPT = `(function(){
var kept=null,started=0,replaying=0,types='${TAP_EVENTS}'.split(' ');
function replay(){var c=kept;kept=null;if(c)requestAnimationFrame(function(){setTimeout(function(){
if(!c.isConnected||c.matches(':disabled'))return;replaying=1;try{c.click()}finally{replaying=0}
if(window.__earlyTaps&&!kept)kept=c})})}
function hold(e){if(replaying)return;var c=e.target&&e.target.closest&&e.target.closest('button,select,input,textarea');if(!c)return;
if(c.matches(':disabled'))return e.stopPropagation();
if(c.type!=='button')return;e.stopPropagation();if(e.type==='click'){kept=c;if(started)replay()}}
types.forEach(function(t){addEventListener(t,hold,true)});
window.__earlyTaps={started:function(){started=1;replay()},
release:function(){types.forEach(function(t){removeEventListener(t,hold,true)});window.__earlyTaps=undefined;replay()}}})();`

declare global {
	interface Window {
		/** Set by EARLY_TAPS_SCRIPT until the page has hydrated. */
		__earlyTaps?: { started: () => void; release: () => void }
	}
}

/** React is rendering the page to hydrate it: a kept click may be replayed (see above). */
export function hydrationStarted() {
	window.__earlyTaps?.started()
}

/** Once the page has hydrated: taps go to React again. */
export function releaseEarlyTaps() {
	window.__earlyTaps?.release()
}
