/**
 * The page a static host serves for an alias of SITE_REDIRECTS (public/<alias>/index.html): an
 * immediate meta refresh to the page, a canonical link naming it so search engines index the page
 * and not the alias, and a plain link for a browser that does not follow the refresh. A static
 * host or CDN without redirect rules serves it as is; the server answers these paths with a 301
 * before it looks for the file (server/src/plugins/site.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteRedirect } from '@laundry-accra/domain/site-redirects';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The HTML of the redirect page to `to`, for a site published at `siteUrl`. */
export function redirectPage(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  // The canonical address is the page's, without the #section the alias jumps to.
  const canonical = escapeHtml(`${siteUrl.replace(/\/$/, '')}${to.split('#')[0]}`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${target}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${target}">${target}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes each alias's redirect page into the built site (`publicDir`), where no page of its own is. */
export async function writeRedirectPages(publicDir: string, redirects: readonly SiteRedirect[], siteUrl: string): Promise<number> {
  let written = 0;
  for (const { from, to } of redirects) {
    const file = path.join(publicDir, from.slice(1), 'index.html');
    // A real page at the alias wins: the alias would hide it.
    if (fs.existsSync(file)) continue;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, redirectPage(to, siteUrl));
    written += 1;
  }
  return written;
}
