import { chunkFilesFrom, screenPreloadScript } from './screen-preload';
import { SCREEN_CHUNKS } from './signed-in-screens';

/** A build's stats: every screen has its own file and shares one with the dashboard. */
const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-1.js' }, { name: 'app-1.js' }] },
    'component---src-pages-app-tsx': { assets: [{ name: 'framework-1.js' }, { name: 'page-1.js' }, { name: 'page-1.js.map' }] },
    'app-signed-in': { assets: [{ name: 'framework-1.js' }, { name: 'query-1.js' }, { name: 'app-signed-in-1.js' }] },
    ...Object.fromEntries(
      [...new Set(SCREEN_CHUNKS.map(([, chunk]) => chunk))].map((chunk) => [chunk, { assets: [{ name: 'forms-1.js' }, { name: 'query-1.js' }, { name: `${chunk}-1.js` }] }]),
    ),
  },
};

const filesOf = chunkFilesFrom(stats);
const script = screenPreloadScript(filesOf, {
  pageData: ['/page-data/app-data.json', '/page-data/app/[...]/page-data.json'],
  pageChunks: ['component---src-pages-app-tsx'],
  loaded: filesOf('app'),
});

/** Runs the page's inline script at `pathname`; `load()` is the window's load event. */
function runAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '';
  const onLoad: EventListener[] = [];
  const listen = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'load') onLoad.push(listener as EventListener);
  });
  new Function(script)();
  listen.mockRestore();
  return { load: () => onLoad.forEach((listener) => listener(new Event('load'))) };
}

/** Runs the page's inline script at `pathname` until the window's load, and lists the preloads it asked for. */
function preloadsAt(pathname: string) {
  runAt(pathname).load();
  return [...document.head.querySelectorAll('link')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    priority: link.getAttribute('fetchpriority'),
  }));
}

const hrefs = (pathname: string) => preloadsAt(pathname).map((link) => link.href);

it("asks for the page's data at once, and once Gatsby's scripts are in for the page's code, the app and the screen's chunk, nothing the page loads anyway", () => {
  runAt('/app/dashboard');
  expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('as'))).toEqual(['fetch', 'fetch']);
  const links = preloadsAt('/app/dashboard');
  expect(links.filter((link) => link.as === 'fetch')).toEqual([
    { href: '/page-data/app-data.json', as: 'fetch', crossOrigin: 'anonymous', priority: null },
    { href: '/page-data/app/[...]/page-data.json', as: 'fetch', crossOrigin: 'anonymous', priority: null },
  ]);
  expect(links.filter((link) => link.as === 'script').map((link) => [link.href, link.priority])).toEqual([
    ['/page-1.js', 'low'],
    ['/query-1.js', 'low'],
    ['/app-signed-in-1.js', 'low'],
    ['/forms-1.js', 'low'],
    ['/app-screen-dashboard-1.js', 'low'],
  ]);
});

it('reads no storage (its first read can hold the page up): a visitor without a session gets the same', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  expect(hrefs('/app/dashboard/')).toContain('/app-screen-dashboard-1.js');
  expect(getItem).not.toHaveBeenCalled();
  getItem.mockRestore();
});

it('picks the screen of the address, ids included, the first pattern that matches winning', () => {
  expect(hrefs('/app/bookings/add-booking')).toContain('/app-screen-add-booking-1.js');
  expect(hrefs('/app/bookings/booking/42')).toContain('/app-screen-booking-detail-1.js');
  expect(hrefs('/app/bookings/booking/42/edit')).toContain('/app-screen-booking-edit-1.js');
  expect(hrefs('/app/subscriptions/7?paid=1')).toContain('/app-screen-subscription-detail-1.js');
  const unknown = hrefs('/app/nowhere');
  expect(unknown).toContain('/app-signed-in-1.js');
  expect(unknown.some((href) => href?.includes('app-screen-'))).toBe(false);
});

it('fails the build on a chunk name webpack did not build', () => {
  expect(() => filesOf('app-screen-nowhere')).toThrow('webpack built no chunk named "app-screen-nowhere"');
  expect(() => screenPreloadScript(chunkFilesFrom({ namedChunkGroups: {} }), { pageData: [], pageChunks: [], loaded: [] })).toThrow(/no chunk named/);
});
