import { useNonce } from '#app/utils/nonce-provider.ts'
import { EARLY_TAPS_SCRIPT } from './early-taps.ts'

// The page's scripts start loading only after the page has been painted, and after the first
// screen's main image (the one marked fetchpriority="high") has been painted too. The document holds the
// whole page and its stylesheet, so nothing seen on the first screen waits on a script; before,
// about 110 KB of scripts (brotli) shared a phone's connection with the document and that image,
// and Lighthouse's simulated Largest Contentful Paint counted all of them (every request that
// ends before the observed paint). The scripts then hydrate the page as before.
//
// How: the server rewrites React Router's inline module script (the one that imports the entry
// and the routes' modules) into a data block the browser neither fetches nor runs, and drops
// the modulepreload links that would fetch the same files at once (holdScriptsUntilPainted).
// The loader below, in the head, copies that script into a real module script when the time
// comes. React hydrates the data block in place of the module script: an inline <script> matches
// whatever its type, and React Router marks it suppressHydrationWarning. The loader itself is
// rendered by the server only; React skips elements of the head it did not render.

/** The type the server gives React Router's module script to hold it back. */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint'

/** The first paint is waited for at most this long (a background tab paints nothing). */
const PAINT_WAIT_MS = 1_000
/** The main image's paint is waited for at most this long after the first paint. */
const IMAGE_WAIT_MS = 2_000
/**
 * In a browser without Largest Contentful Paint entries, the main image's frame is on screen this
 * long after it has loaded. Where the entries exist only the entry counts: on a busy machine it
 * can come more than this after the frame, and scripts requested before it were counted.
 */
const IMAGE_FRAME_MS = 100

// Runs while the document is parsed. A paint counts once the browser reports it (Paint Timing,
// Largest Contentful Paint): a frame is painted on the main thread some milliseconds before it
// reaches the screen, and scripts requested in between would still count as holding it back.
// Each wait has a bound, so a page always hydrates.
const LOADER = `(function(){
var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];
function once(f){var d=0;return function(){if(!d){d=1;f()}}}
function parsed(f){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f);else f()}
function when(type,test,ms,f){var o,go=once(function(){if(o)o.disconnect();f()});setTimeout(go,ms);
if(types.indexOf(type)>=0){o=new P(function(l){if(l.getEntries().some(test))go()});o.observe({type:type,buffered:true})}return go}
function load(){var h=document.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');if(!h)return;
var s=document.createElement('script');s.type='module';s.nonce=h.nonce;s.textContent=h.textContent;document.head.appendChild(s)}
function afterImage(){var i=document.querySelector('img[fetchpriority="high"]');if(!i)return load();
var go=when('largest-contentful-paint',function(e){return e.element===i},${IMAGE_WAIT_MS},load);
if(types.indexOf('largest-contentful-paint')>=0)return i.addEventListener('error',go);
function loaded(){requestAnimationFrame(function(){setTimeout(go,${IMAGE_FRAME_MS})})}
if(i.complete)loaded();else{i.addEventListener('load',loaded);i.addEventListener('error',go)}}
when('paint',function(e){return e.name==='first-contentful-paint'},${PAINT_WAIT_MS},function(){parsed(afterImage)})})()`

/**
 * The loader's inline script, for the document's head (server only: see root.tsx), after the
 * listener that holds taps until the scripts have hydrated the page (early-taps.ts).
 */
export function ScriptsAfterPaintLoader() {
	const nonce = useNonce()
	return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT + LOADER }} />
}
