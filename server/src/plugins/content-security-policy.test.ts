import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { documentPolicy, isAddressForm, permissionsPolicy, sectionOf, sha256Source } from './content-security-policy';
import { inlineScriptsOf, scanSite, siteScriptSources } from './site-inline-scripts';

it('hashes a script as browsers do (the CSP specification example)', () => {
  expect(sha256Source("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
});

it('finds the scripts a browser runs, and which of them a Gatsby Head rendered', () => {
  const html = [
    '<html><head>',
    '<script data-gatsby-head="true">window.held=1</script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<script type="module">const e=1;</script>',
    '<script data-src="x" data-type="json">lazy()</script>',
    '</head><body>',
    '<script src="/app-1234.js" async></script>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>',
    "<SCRIPT type='text/javascript'>\n  x()\n</SCRIPT>",
    '</body></html>',
  ].join('');
  expect(inlineScriptsOf(html)).toEqual([
    { text: 'window.held=1', head: true },
    { text: 'const e=1;', head: false },
    { text: 'lazy()', head: false },
    { text: '/*<![CDATA[*/window.pagePath="/about";/*]]>*/', head: false },
    { text: '\n  x()\n', head: false },
  ]);
});

describe('a build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-csp-'));
    fs.mkdirSync(path.join(dir, 'about'));
    fs.mkdirSync(path.join(dir, 'app', 'login'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'page-data'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>home()</script>');
    fs.writeFileSync(path.join(dir, 'about', 'index.html'), '<script>about()</script>');
    fs.writeFileSync(path.join(dir, 'app', 'login', 'index.html'), '<script data-gatsby-head>hold()</script><script>login()</script>');
    fs.writeFileSync(path.join(dir, 'page-data', 'not-a-page.html'), '<script>never()</script>');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("gives each page its own scripts and every page's Head scripts (client-side navigation inserts them)", () => {
    const { pages, head } = scanSite(dir);
    expect([...pages.keys()].sort()).toEqual(['about/index.html', 'app/login/index.html', 'index.html']);
    expect(pages.get('index.html')).toEqual([sha256Source('home()')]);
    expect(head).toEqual([sha256Source('hold()')]);
    const sources = siteScriptSources(dir);
    expect(sources.sourcesFor('about/index.html.br')).toEqual([sha256Source('about()'), sha256Source('hold()')]);
    expect(sources.sourcesFor('app/login/index.html')).toEqual([sha256Source('login()'), sha256Source('hold()')]);
  });

  it('reads the pages again when a new build is stamped', () => {
    const sources = siteScriptSources(dir);
    fs.writeFileSync(path.join(dir, '.build-stamp'), 'one');
    expect(sources.sourcesFor('index.html')).toContain(sha256Source('home()'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>home(2)</script>');
    // precompress.mjs stamps the build last.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, '.build-stamp'), later, later);
    expect(sources.sourcesFor('index.html')).toEqual([sha256Source('home(2)'), sha256Source('hold()')]);
  });
});

it('writes out the policy of each section', () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
  expect(documentPolicy({ section: 'site', scriptHashes: hashes })).toBe(
    "default-src 'self'; script-src 'self' 'sha256-AAAA' 'sha256-BBBB'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data: https://tile.openstreetmap.org https://cdn.sanity.io; font-src 'self'; " +
      "connect-src 'self' https://api.emailjs.com; frame-src 'none'; worker-src 'none'; object-src 'none'; " +
      "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  const app = documentPolicy({ section: 'app', scriptHashes: hashes });
  expect(app).toContain("connect-src 'self' https://api.paystack.co;");
  expect(app).toContain('frame-src https://checkout.paystack.com;');
  const ops = documentPolicy({ section: 'ops', scriptHashes: [] });
  expect(ops).toContain("script-src 'self';");
  expect(ops).toContain("connect-src 'self';");
  expect(ops).toContain("frame-src 'none';");
  const thirdParties = { reviewsWidget: 'https://widget.example', mapTiles: 'https://*.tiles.example' };
  const reviews = documentPolicy({ section: 'site', scriptHashes: [], thirdParties });
  expect(reviews).toContain("script-src 'self' https://widget.example;");
  expect(reviews).toContain('frame-src https://widget.example;');
  expect(reviews).toContain("img-src 'self' data: https://tile.openstreetmap.org https://*.tiles.example https://cdn.sanity.io https://widget.example;");
  // The reviews embed is on the home page only: the app and the console never let it in.
  expect(documentPolicy({ section: 'app', scriptHashes: [], thirdParties })).not.toContain('widget');
});

it('lets only the address form ask for the position, and only the app open the payment frame', () => {
  expect(isAddressForm('/app/user/address/add-address')).toBe(true);
  expect(isAddressForm('/app/user/address/edit-address/7f1c1b8e-3f4a-4a57-9d3c-1b2a3c4d5e6f')).toBe(true);
  expect(isAddressForm('/app/user/address')).toBe(false);
  expect(isAddressForm('/app/user/address/edit-address/a/b')).toBe(false);
  expect(permissionsPolicy('address-form')).toContain('geolocation=(self)');
  for (const kind of ['site', 'app', 'ops', 'none'] as const) {
    expect(permissionsPolicy(kind)).toContain('geolocation=()');
    expect(permissionsPolicy(kind)).toContain('camera=(), ');
    expect(permissionsPolicy(kind)).toContain('microphone=(), ');
  }
  expect(permissionsPolicy('app')).toContain('payment=(self "https://checkout.paystack.com")');
  expect(permissionsPolicy('site')).toContain('payment=()');
  expect(sectionOf('app/[...]/index.html')).toBe('app');
  expect(sectionOf('/ops/orders')).toBe('ops');
  expect(sectionOf('apply/index.html')).toBe('site');
});

it('takes the third parties a build is set to load from the variables the build reads', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    GATSBY_REVIEWS_WIDGET_URL: 'https://widget.example/embed.js?id=4',
    GATSBY_MAP_TILE_URL: 'https://{s}.Tiles.example/{z}/{x}/{y}.png',
  });
  expect(config.siteThirdParties).toEqual({ reviewsWidget: 'https://widget.example', mapTiles: 'https://*.tiles.example' });
  expect(loadConfig({ NODE_ENV: 'test' }).siteThirdParties).toEqual({ reviewsWidget: undefined, mapTiles: undefined });
  expect(() => loadConfig({ NODE_ENV: 'test', GATSBY_MAP_TILE_URL: 'tiles.example/{z}/{x}/{y}.png' })).toThrow('GATSBY_MAP_TILE_URL');
});
