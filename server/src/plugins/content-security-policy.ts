/**
 * The Content-Security-Policy and Permissions-Policy of each kind of answer
 * (docs/decisions/016-content-security-policy.md):
 *
 * - a page of the built site, the app or the staff console: scripts only from the site itself plus
 *   the page's own inline scripts (Gatsby's bootstrap, gatsby-plugin-image's loader) by their
 *   SHA-256, and every Head script of the build (Gatsby moves a page's Head scripts into the
 *   document on client-side navigation, so any of them may run in any document); images, map
 *   tiles, the blog's image CDN, Paystack's checkout frame and API for the app, EmailJS for the
 *   site's forms; styles from the site and inline ('unsafe-inline': react-hot-toast's goober
 *   writes its rules as the text of a <style>, which only a per-response nonce could allow);
 * - the API docs (Swagger UI, its own scripts and styles);
 * - everything else (JSON, files, error answers): nothing may load, nothing may frame it.
 *
 * The hashes come from the built HTML itself, read once per build (site-inline-scripts.ts), so
 * the policy always matches the bytes served and nothing at build time can go stale.
 */
import { createHash } from 'node:crypto';

/** What the pages load from elsewhere, found in their code (src/ and the libraries they bundle). */
export const THIRD_PARTIES = Object.freeze({
  /** The Leaflet maps' tiles (src/design-system/Map/Map.tsx): contact page, address form, branches. */
  mapTiles: 'https://tile.openstreetmap.org',
  /** Blog images from Sanity (src/templates/blog-post.tsx, src/site/blog). */
  sanityImages: 'https://cdn.sanity.io',
  /** EmailJS's API, which the contact and callback forms post to when the build has its keys (src/site/forms/email-sender.ts). */
  emailJs: 'https://api.emailjs.com',
  /** @paystack/inline-js: the checkout it frames, and the API it asks for the transaction. */
  paystackCheckout: 'https://checkout.paystack.com',
  paystackApi: 'https://api.paystack.co',
});

/** Which part of the product a document belongs to: the public site, the customer app, the staff console. */
export type Section = 'site' | 'app' | 'ops';

/** The section a site path (relative to the site's root, or a URL path) belongs to. */
export function sectionOf(pathFromRoot: string): Section {
  const clean = pathFromRoot.replace(/^\/+/, '');
  if (clean === 'app' || clean.startsWith('app/')) return 'app';
  if (clean === 'ops' || clean.startsWith('ops/')) return 'ops';
  return 'site';
}

/** The CSP source of a script's text: 'sha256-<base64>' of its UTF-8 bytes, as browsers hash it. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface DocumentPolicyOptions {
  section: Section;
  /** The 'sha256-…' sources of the inline scripts this document may run. */
  scriptHashes: readonly string[];
  /** Third parties the build was set to load (config.siteThirdParties): the reviews embed (site only), other map tiles. */
  thirdParties?: { reviewsWidget?: string; mapTiles?: string };
}

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The Content-Security-Policy of a page of the site, the app or the console. */
export function documentPolicy({ section, scriptHashes, thirdParties = {} }: DocumentPolicyOptions): string {
  const app = section === 'app';
  const site = section === 'site';
  const reviews = site && thirdParties.reviewsWidget ? [thirdParties.reviewsWidget] : [];
  const tiles = [THIRD_PARTIES.mapTiles, ...(thirdParties.mapTiles && thirdParties.mapTiles !== THIRD_PARTIES.mapTiles ? [thirdParties.mapTiles] : [])];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...reviews],
    // goober (react-hot-toast) rewrites the text of its <style>: see the module comment.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: Leaflet's marker icons, webpack's inlined images and the tickets' QR codes.
    'img-src': ["'self'", 'data:', ...tiles, THIRD_PARTIES.sanityImages, ...reviews],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(site ? [THIRD_PARTIES.emailJs] : []),
      ...(app ? [THIRD_PARTIES.paystackApi] : []),
      ...reviews,
    ],
    'frame-src': app ? [THIRD_PARTIES.paystackCheckout] : reviews.length ? reviews : ["'none'"],
    // The console's CSV downloads are blob: links; nothing runs in a worker.
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nothing frames the product: Paystack's checkout is framed by the app, never the reverse.
    'frame-ancestors': ["'none'"],
  });
}

/** The policy of every answer that is not a page: JSON, files, errors. Nothing loads, nothing frames it. */
export const API_POLICY = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/**
 * A small page the API writes itself (the unsubscribe question and answer): its own inline
 * styles, and a form posting back to this origin; nothing else loads.
 */
export const SERVER_PAGE_POLICY = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
});

/** The API docs' page (Swagger UI: its own scripts and stylesheets, inline styles, data: icons). */
export const DOCS_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Where the API docs are served (app.ts registers Swagger UI there). */
export const DOCS_PREFIX = '/api/docs';

/** The app's address form, where 'Use my location' asks for the position. */
export const ADDRESS_FORM = /^\/app\/user\/address\/(add-address|edit-address\/[^/]+)\/?$/;

/** True for a URL path of the address form (add or edit). */
export const isAddressForm = (urlPath: string) => ADDRESS_FORM.test(urlPath);

/**
 * Browser features no document uses, switched off for every document and the frames it opens.
 * Only names Chromium knows: an unknown one is reported as an error in the console.
 */
const FEATURES_OFF = ['accelerometer', 'camera', 'display-capture', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'serial', 'usb'];

/**
 * The Permissions-Policy of a document. Geolocation only on the address form (a document loaded
 * at its address: the app links to the form with a full load for that reason); the Payment Request
 * API only in the app, for Paystack's checkout frame.
 */
export function permissionsPolicy(kind: Section | 'address-form' | 'none'): string {
  const payment = kind === 'app' || kind === 'address-form' ? `(self "${THIRD_PARTIES.paystackCheckout}")` : '()';
  const geolocation = kind === 'address-form' ? '(self)' : '()';
  return [...FEATURES_OFF.map((feature) => `${feature}=()`), `geolocation=${geolocation}`, `payment=${payment}`].join(', ');
}
