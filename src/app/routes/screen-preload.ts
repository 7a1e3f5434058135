/**
 * The first visit's head start. The signed-in app is client-only: its page's HTML holds a
 * spinner, and without help the browser learns what to fetch one step at a time (Gatsby's
 * scripts, then the page's data, then the page's code, then, once that has run, the app and the
 * screen). A few bytes of inline script at the end of that page's HTML ask at once for the page's
 * data (two small files Gatsby's scripts would otherwise ask for one after the other, once they
 * have run), and, as soon as Gatsby's scripts are in (the window's load), for the rest of what the
 * screen at the address needs: the page's code, the app and the screen's own chunk. Asked for
 * beside Gatsby's scripts, these took a share of a slow line from the framework every page needs
 * first, and the screen came later, not sooner.
 *
 * It does not look for a session first: the first read of the browser's storage can hold the page
 * up for tens of milliseconds on a phone (the app reads it later anyway), and a visitor without a
 * session at a signed-in address is sent to log in and lands on this same code afterwards.
 *
 * The build (gatsby-ssr.tsx) writes the file names in from webpack's stats; the screens' path
 * patterns and chunk names come from the route table (signed-in-screens.ts), so there is one list.
 */
import { SCREEN_CHUNKS } from './signed-in-screens';

/** The JavaScript files of each named chunk group, from webpack's stats (`namedChunkGroups`). */
export type ChunkFiles = (chunkGroup: string) => readonly string[];

/** What of webpack's stats (public/webpack.stats.json) the build reads. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: readonly ({ name: string } | string)[] } | undefined>;
}

/** The JavaScript files of a named chunk group; throws on a name webpack did not build. */
export function chunkFilesFrom(stats: WebpackStats): ChunkFiles {
  return (group) => {
    const assets = stats.namedChunkGroups[group]?.assets;
    if (!assets) throw new Error(`webpack built no chunk named "${group}" (see src/app/routes/signed-in-screens.ts)`);
    return assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((file) => file.endsWith('.js'));
  };
}

export interface ScreenPreload {
  /** The page's data files, fetched by Gatsby's loader before anything renders. */
  pageData: readonly string[];
  /** The page's own chunk groups (its component), needed whatever the screen. */
  pageChunks: readonly string[];
  /** Files the page's HTML loads anyway (Gatsby's runtime, framework and app). */
  loaded: readonly string[];
}

/** The inline script for the client-only app page; throws on a chunk name the build does not have. */
export function screenPreloadScript(filesOf: ChunkFiles, { pageData, pageChunks, loaded }: ScreenPreload): string {
  const skip = new Set(loaded);
  const scripts = (groups: readonly string[]) => [...new Set(groups.flatMap(filesOf))].filter((file) => !skip.has(file)).map((file) => `/${file}`);
  const common = scripts([...pageChunks, 'app-signed-in']);
  const screens = SCREEN_CHUNKS.map(([pattern, chunk]) => [pattern, scripts([chunk]).filter((file) => !common.includes(file))]);
  // Plain ES5, no dependencies: it runs before any of the page's scripts, in any browser.
  return `(function(d,w){var S=${JSON.stringify(screens)},C=${JSON.stringify(common)},F=${JSON.stringify(pageData)};
function seg(p){return p.split(/[?#]/)[0].split("/").filter(Boolean)}
function add(h,a){var l=d.createElement("link");l.rel="preload";l.setAttribute("as",a);l.href=h;l.setAttribute(a==="fetch"?"crossorigin":"fetchpriority",a==="fetch"?"anonymous":"low");d.head.appendChild(l)}
var p=seg(w.location.pathname),f=C;
for(var i=0;i<S.length;i++){var s=seg(S[i][0]);if(s.length===p.length&&s.every(function(x,j){return x.charAt(0)===":"||x===p[j]})){f=C.concat(S[i][1]);break}}
F.forEach(function(h){add(h,"fetch")});w.addEventListener("load",function(){f.forEach(function(h){add(h,"script")})})})(document,window)`;
}
