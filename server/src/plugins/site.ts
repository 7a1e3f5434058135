/**
 * Serves the built static site (Gatsby's public/) beside the API: precompressed .br/.gz files,
 * immutable caching for hashed assets, revalidation for HTML and page data, the client-only app
 * for every /app path and the client-only staff console for every /ops path, and the site's 404
 * page (status 404) for unknown paths, and a 301 for the aliases of its pages (/privacy, /login). Each page goes out with its Content-Security-Policy (its
 * inline scripts' hashes) and Permissions-Policy (content-security-policy.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SITE_REDIRECTS } from '@laundry-accra/domain/site-redirects';
import { documentPolicy, isAddressForm, permissionsPolicy, sectionOf } from './content-security-policy';
import { siteScriptSources } from './site-inline-scripts';

/**
 * How long a file of the site may be kept, by its path (forward slashes), first rule that matches:
 * hashed assets and Gatsby's static/ for a year, pages and page data revalidated every time, the
 * rest an hour. The balancer in front applies the same rules (deploy/Caddyfile, from site-caddy.ts).
 */
export const SITE_CACHE_RULES: readonly { pattern: RegExp; cacheControl: string }[] = [
  { pattern: /(-|\.)[0-9a-f]{16,}\.(js|css|woff2?|map)$|\/static\//, cacheControl: 'public, max-age=31536000, immutable' },
  { pattern: /\.(html|json|xml|txt|webmanifest)$/, cacheControl: 'public, max-age=0, must-revalidate' },
];
/** The Cache-Control of a file no rule matches. */
export const SITE_DEFAULT_CACHE_CONTROL = 'public, max-age=3600';

/** A file's Cache-Control: that of the file itself when the one sent is its precompressed .br or .gz. */
function cacheControlFor(filePath: string): string {
  const file = filePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  return SITE_CACHE_RULES.find((rule) => rule.pattern.test(file))?.cacheControl ?? SITE_DEFAULT_CACHE_CONTROL;
}

export default fp(async function site(app: FastifyInstance, opts: { siteDir: string }) {
  const root = opts.siteDir;
  const scripts = siteScriptSources(root);
  scripts.prepare();
  // The publishing smoke check serves a build from a bare instance, without the configuration:
  // its pages get the policy of no third parties (the check reads pages, not what they load).
  const thirdParties = app.hasDecorator('config') ? app.config.siteThirdParties : {};
  /** Each page's policy, written once per build (the sources stay the same array until then). */
  const policies = new Map<string, { sources: readonly string[]; policy: string }>();
  const policyOf = (file: string) => {
    const sources = scripts.sourcesFor(file);
    const cached = policies.get(file);
    if (cached?.sources === sources) return cached.policy;
    const section = sectionOf(file.split(path.sep).join('/'));
    const policy = documentPolicy({ section, scriptHashes: sources, thirdParties });
    policies.set(file, { sources, policy });
    return policy;
  };
  /** A page's policies, set on the raw response (security-headers.ts leaves them as they are). */
  const setPagePolicies = (res: { getHeader(name: string): unknown; setHeader(name: string, value: string): unknown }, filePath: string) => {
    const file = path.relative(root, filePath);
    const section = sectionOf(file.split(path.sep).join('/'));
    res.setHeader('Content-Security-Policy', policyOf(file));
    // The address form's document has set its own (sendHtml).
    if (res.getHeader('Permissions-Policy') === undefined) res.setHeader('Permissions-Policy', permissionsPolicy(section));
  };
  const notFoundPage = path.join(root, '404.html');
  // Gatsby writes a client-only section (src/pages/app/[...].tsx) to app/[...]/index.html.
  const shellOf = (section: string) =>
    [path.join(root, section, '[...]', 'index.html'), path.join(root, section, 'index.html')].find((file) =>
      fs.existsSync(file),
    );
  /**
   * The client-only section a path belongs to (the customer app or the staff console), and its
   * page. Looked up per request: when the server publishes the site itself, `root` is a link that
   * a new build replaces while the server runs (modules/site/site-directory.ts).
   */
  const shellFor = (url: string) => {
    const section = (['app', 'ops'] as const).find((name) => url === `/${name}` || url.startsWith(`/${name}/`));
    const file = section && shellOf(section);
    return file ? { file } : undefined;
  };

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The site is built with trailingSlash 'never': /blog is served from blog/index.html as it is.
    // Redirecting it to /blog/ loops, because the router ignores trailing slashes.
    redirect: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (/\.html(\.br|\.gz)?$/.test(filePath)) setPagePolicies(res, filePath);
    },
  });

  // The aliases of the site's pages (/privacy, /login, …) answer a 301 to the page, before the
  // redirect page the build wrote for static hosts: the same list as the build's (site-redirects).
  for (const { from, to } of SITE_REDIRECTS) {
    // Hidden from the OpenAPI document, as the static files are: pages, not the API.
    app.get(from, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const [pathname, hash] = to.split('#');
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .redirect(`${pathname}${query}${hash ? `#${hash}` : ''}`, 301);
    });
  }

  const sendHtml = (reply: FastifyReply, file: string, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .sendFile(path.relative(root, file), root);

  // Anything not found: /api/* answers JSON, /app/* and /ops/* get their client-only section, the
  // rest the 404 page.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const shell = request.method === 'GET' || request.method === 'HEAD' ? shellFor(url) : undefined;
    if (shell) {
      // Geolocation only in the address form's document ('Use my location').
      if (isAddressForm(url)) reply.raw.setHeader('Permissions-Policy', permissionsPolicy('address-form'));
      return sendHtml(reply, shell.file, 200);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && fs.existsSync(notFoundPage)) {
      return sendHtml(reply, notFoundPage, 404);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
});
