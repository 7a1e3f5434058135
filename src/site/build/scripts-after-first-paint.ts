/**
 * A page whose HTML already shows it (every public page and the sign-in doors) asks for its
 * scripts once its first paint is on screen, not while the browser is still reading the HTML.
 *
 * Gatsby ends every page with `<script src async>` for its runtime, React and its app code. The
 * browser finds them with the HTML and fetches them beside the fonts and the hero picture; on a
 * phone that has them cached, or on a fast line, they arrive while the page is being laid out,
 * and React's start and the hydration (a few hundred milliseconds on a mid-range phone) run
 * before the page is drawn. Nothing on these pages needs them to be seen or used: links are
 * links, and the forms are in the HTML (the doors hold a submit pressed early, see AuthHead).
 *
 * The build (gatsby-node.ts, after Gatsby has written the pages) replaces those tags with one
 * inline script that adds the same scripts, in the same order, as soon as the browser reports the
 * first contentful paint; where it cannot report paints, after the next frame. A page opened in
 * the background paints nothing until it is shown, so it loads them at once, and a second after
 * the end of the HTML they load whatever happened. The client-only pages (the signed-in app, the
 * console) are left as they are: their HTML shows nothing until their scripts have run.
 * docs/decisions/008-app-pages-prerendered-and-split.md
 */

/** The id of the inline script that takes the place of Gatsby's script tags. */
export const AFTER_FIRST_PAINT_ID = 'scripts-after-first-paint';

/** One of Gatsby's script tags, as its scripts slice writes them, and a run of them in a row. */
const SCRIPT_TAG = /<script src="([^"]+)" async><\/script>/g;
const SCRIPT_TAGS = new RegExp(`(?:${SCRIPT_TAG.source})+`, 'g');

/**
 * Where the loader keeps the last button pressed before the page came to life. A button drawn by
 * the HTML does nothing until its handler is attached; Preact, unlike React, does not replay a
 * press made during that time, so a visitor who taps "Quote Form" while the scripts are still
 * arriving would see nothing happen. The loader notes the last such press (a button that is not
 * a form's submit: those already work without scripts, and the doors hold theirs, see AuthHead);
 * the first render takes it (takeEarlyTap) and presses it again once the page is alive
 * (src/site/layout/early-tap.tsx).
 */
export const EARLY_TAP = '__earlyTap';

type WithEarlyTap = { [EARLY_TAP]?: Element | null | false };

/**
 * The button tapped before the page came to life, if any, and from now on no more noting: called
 * while the page hydrates, which runs in one go, so every later tap reaches its handler.
 */
export function takeEarlyTap(win: object): HTMLButtonElement | null {
  const holder = win as WithEarlyTap;
  const button = holder[EARLY_TAP];
  holder[EARLY_TAP] = false;
  return button instanceof HTMLButtonElement ? button : null;
}

/** The inline script that adds `sources` once the first contentful paint is on screen. Plain ES5. */
export function afterFirstPaintScript(sources: readonly string[]): string {
  return `(function(d,w){var S=${JSON.stringify(sources)},done=0;
w.${EARLY_TAP}=null;d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(b&&w.${EARLY_TAP}!==false)w.${EARLY_TAP}=b},true);
function load(){if(done)return;done=1;S.forEach(function(u){var s=d.createElement("script");s.src=u;d.body.appendChild(s)})}
function soon(){setTimeout(load,0)}
if(d.visibilityState==="hidden")return load();
setTimeout(load,1000);
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){l.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")soon()})}).observe({type:"paint",buffered:true});
else w.requestAnimationFrame(soon)})(document,window)`;
}

export type AfterFirstPaint =
  | { status: 'rewritten'; html: string; sources: string[] }
  | { status: 'already' }
  | { status: 'no-scripts' };

/**
 * The page's HTML with Gatsby's script tags replaced by the inline loader. A page rewritten by an
 * earlier build (Gatsby leaves unchanged pages alone) is reported as such; a page without the
 * tags and without the loader means Gatsby wrote its scripts some other way, which the build
 * treats as an error rather than quietly losing this.
 */
export function scriptsAfterFirstPaint(html: string): AfterFirstPaint {
  const runs = html.match(SCRIPT_TAGS) ?? [];
  const [run, ...more] = runs;
  if (run === undefined) return html.includes(`id="${AFTER_FIRST_PAINT_ID}"`) ? { status: 'already' } : { status: 'no-scripts' };
  if (more.length > 0) throw new Error(`expected one run of Gatsby's script tags, found ${runs.length}`);
  const sources = Array.from(run.matchAll(SCRIPT_TAG), (match) => match[1] ?? '');
  const loader = `<script id="${AFTER_FIRST_PAINT_ID}">${afterFirstPaintScript(sources)}</script>`;
  return { status: 'rewritten', html: html.replace(run, () => loader), sources };
}
