import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { OPENING_HOURS } from '@laundry-accra/domain/business';
import { SITE_REDIRECTS } from '@laundry-accra/domain/site-redirects';
import { loadCatalogue } from './src/site/build/catalogue-source';
import { SANITY_SHAPED_TYPES, sanityShapedNodes, type LocalPostSource } from './src/site/build/local-blog';
import { writeRedirectPages } from './src/site/build/redirect-pages';
import { robotsTxt } from './src/site/build/robots';
import { scriptsAfterFirstPaint } from './src/site/build/scripts-after-first-paint';

/** The part of a webpack rule the site's config reads. */
interface WebpackRule {
  test?: unknown;
  use?: unknown;
  resourceQuery?: unknown;
  type?: string;
  oneOf?: WebpackRule[];
}

/** `@/x` is src/x, as in tsconfig.json, Jest and Storybook (Gatsby runs from the project's root). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, getConfig, loaders, stage }) => {
  actions.setWebpackConfig({ resolve: { alias: { '@': path.resolve('src') } } });
  /*
   * Fonts are always files of their own (static/<name>-<hash>.woff2): Gatsby's rule would inline a
   * font under 10 kB (Poppins' Latin weights) as a data: URL into every page's inline styles,
   * where the browser cannot cache it, the preload cannot name it and a font-src 'self' policy
   * would refuse it.
   */
  const config = getConfig() as {
    module: { rules: WebpackRule[] };
    optimization?: { splitChunks?: { cacheGroups?: Record<string, { name?: unknown }> } };
    resolve?: { alias?: Record<string, string | false | string[]> };
    externals?: unknown;
  };
  /*
   * React's API is Preact's (gatsby-plugin-preact points `react` and `react-dom` at preact/compat),
   * with React 19's `use` added: in the browser a bare `react` import gets src/lib/preact/react.ts,
   * which is preact/compat and `use` (react-leaflet reads its map context with it). First in the
   * list, and exact (`$`): webpack takes the first alias that matches, and `react/jsx-runtime` must
   * still reach Preact's own (docs/decisions/083-preact-in-the-browser.md).
   *
   * The pages' HTML is rendered in Node, where Gatsby leaves `react` and `react-dom/*` out of the
   * bundle and requires them (Preact's CommonJS build) at run time: every other import of Preact
   * (its JSX runtime, preact-render-to-string in gatsby-ssr.tsx) is left out the same way, or the
   * bundle would carry a second copy of Preact whose hooks never see the renderer's components.
   * The map is never rendered there, so the HTML needs no `use`.
   */
  const alias = config.resolve?.alias;
  if (alias?.react === 'preact/compat') {
    if (stage === 'build-html' || stage === 'develop-html') {
      if (Array.isArray(config.externals)) config.externals.push(preactFromNode);
    } else {
      config.resolve = { ...config.resolve, alias: { react$: path.resolve('src/lib/preact/react.ts'), ...alias } };
    }
  }
  for (const rule of config.module.rules) {
    if (rule.test instanceof RegExp && rule.test.test('font.woff2')) rule.use = [loaders.file()];
    /*
     * A stylesheet imported as `x.css?raw` is its text, for a component to put in the page when it
     * is drawn. Gatsby gathers every imported stylesheet into one global sheet, inlined into the
     * head of every page: Leaflet's (15 kB, about 3 kB compressed) rode on every page for the
     * three screens with a map (src/design-system/Map/MapView.tsx). Gatsby's stylesheet rules are
     * a oneOf, where the first rule that matches wins.
     */
    const cssRules = rule.oneOf?.some((entry) => entry.test instanceof RegExp && entry.test.test('x.css'));
    if (cssRules) rule.oneOf?.unshift({ test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' });
  }
  /*
   * Chunks shared by a few pages or screens are named by Gatsby with a 40-digit SHA-1 of the
   * names of the chunks that share them, and webpack's runtime, which every page loads, lists
   * every chunk's name: 12 digits name one as surely among the few dozen chunks of this site, and
   * take about a quarter of a kilobyte (gzipped) off every page
   * (docs/decisions/008-app-pages-prerendered-and-split.md).
   */
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (shared && typeof shared.name === 'function') {
    const fullName = shared.name as (...args: unknown[]) => string;
    shared.name = (...args: unknown[]) => fullName(...args).slice(0, 12);
  }
  actions.replaceWebpackConfig(config);
};

/** What webpack hands an `externals` function, and the answer it expects. */
interface ExternalRequest {
  context?: string;
  request?: string;
  getResolve?: (options: { dependencyType: string }) => (context: string, request: string, done: (error: Error | null, resolved?: string | false) => void) => void;
}
type ExternalAnswer = (error?: Error | null, external?: string) => void;

/** Leaves Preact (and its renderer) out of the HTML renderer's bundle: Node requires its CommonJS build, as for `react`. */
function preactFromNode({ context, request, getResolve }: ExternalRequest, callback: ExternalAnswer) {
  if (!request || !context || !getResolve || !/^preact(-render-to-string)?(\/|$)/.test(request)) {
    callback();
    return;
  }
  getResolve({ dependencyType: 'commonjs' })(context, request, (error, resolved) => {
    if (error || !resolved) callback(error ?? new Error(`${request} not found`));
    else callback(null, resolved);
  });
}

/** The blog comes from Sanity when configured; otherwise from content/blog/ (see src/site/build/local-blog.ts). */
const sanityConfigured = Boolean(process.env.SANITY_PROJECT_ID);

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  // The site's facts (content/site.yaml) get their opening hours from the branches' week at build
  // time, the hours the emails quote too (domain business.ts), never a text of their own.
  actions.createTypes([
    'type SiteOpeningHours { days: String!, time: String! }',
    schema.buildObjectType({
      name: 'SiteYaml',
      interfaces: ['Node'],
      fields: {
        // Declared so that the query still builds when the owner leaves the WhatsApp number empty.
        whatsapp: 'String',
        hours: { type: '[SiteOpeningHours!]!', resolve: () => OPENING_HOURS },
      },
    }),
  ]);
  actions.createTypes(`
    type CatalogueItem implements Node @dontInfer {
      apiId: String!
      name: String!
      price: String!
      unit: String!
      category: CatalogueCategory!
    }
    type CatalogueCategory { id: String!, name: String! }
    type CataloguePackage implements Node @dontInfer {
      apiId: String!
      name: String!
      price: String!
      quantity: Int!
      description: String!
      image: String!
      position: Int!
    }
  `);
  if (!sanityConfigured) actions.createTypes(SANITY_SHAPED_TYPES);
};

/** Puts the catalogue (API or seed) in the data layer so the pricing, quote and home pages ship it in their HTML. */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const catalogue = await loadCatalogue();
  reporter.info(`catalogue: ${catalogue.items.length} items and ${catalogue.packages.length} packages from ${catalogue.source}`);
  for (const item of catalogue.items) {
    // The unit goes with the price, so the built page already says 'per kg', 'per m²', 'from'.
    const fields = { apiId: item.id, name: item.name, price: String(item.price), unit: item.unit ?? 'piece', category: item.category };
    actions.createNode({
      ...fields,
      id: createNodeId(`catalogue-item-${item.id}`),
      internal: { type: 'CatalogueItem', contentDigest: createContentDigest(fields) },
    });
  }
  catalogue.packages.forEach((pkg, position) => {
    const fields = {
      apiId: pkg.id,
      name: pkg.name,
      price: String(pkg.price),
      quantity: pkg.quantity,
      description: pkg.description,
      image: pkg.image,
      position,
    };
    actions.createNode({
      ...fields,
      id: createNodeId(`catalogue-package-${pkg.id}`),
      internal: { type: 'CataloguePackage', contentDigest: createContentDigest(fields) },
    });
  });
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, actions, createNodeId, createContentDigest }) => {
  if (sanityConfigured || node.internal.type !== 'LocalBlogPost') return;
  for (const shaped of sanityShapedNodes(node as unknown as LocalPostSource, createNodeId)) {
    const { id, internal, ...fields } = shaped;
    // Children of the YAML node: a warm build keeps them as long as their post file exists
    // (onCreateNode does not run again for unchanged files; parentless nodes would be swept).
    const child = {
      ...fields,
      id,
      parent: node.id,
      internal: { type: internal.type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Parameters<typeof actions.createParentChildLink>[0]['child'] });
  }
};

/**
 * One page per blog post at /blog/{slug}, and the aliases of SITE_REDIRECTS (/privacy, /login, …):
 * Gatsby's redirects for a link followed inside the site and for hosts that read them, and a
 * redirect page in public/ for every other static host (onPostBuild).
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  for (const { from, to } of SITE_REDIRECTS) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });
  }
  const result = await graphql<{ allSanityPost: { nodes: { id: string; slug: { current: string } | null }[] } }>(`
    {
      allSanityPost {
        nodes {
          id
          slug {
            current
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the blog posts', result.errors);
    return;
  }
  for (const post of result.data.allSanityPost.nodes) {
    if (!post.slug?.current) continue;
    actions.createPage({
      path: `/blog/${post.slug.current}`,
      component: path.resolve('src/templates/blog-post.tsx'),
      context: { id: post.id },
    });
  }
};

/**
 * robots.txt names the sitemap at the public origin the site was built for. gatsby-plugin-sitemap
 * (whose onPostBuild runs before the site's own) writes sitemap-index.xml; it is also published at
 * the conventional /sitemap.xml, the address crawlers and webmaster tools try first.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, getNodesByType, reporter }) => {
  await loadScriptsAfterFirstPaint(getNodesByType('SitePage') as unknown as SitePage[], reporter);
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl ?? '';
  await fs.promises.copyFile(path.resolve('public', 'sitemap-index.xml'), path.resolve('public', 'sitemap.xml'));
  await fs.promises.writeFile(path.resolve('public', 'robots.txt'), robotsTxt(siteUrl));
  const redirectPages = await writeRedirectPages(path.resolve('public'), SITE_REDIRECTS, siteUrl);
  reporter.info(`redirect pages: ${redirectPages} aliases written`);
};

interface SitePage {
  path: string;
  matchPath?: string | null;
}

/**
 * Every page whose HTML shows it (not the client-only app and console, which have a matchPath)
 * asks for its scripts after its first paint (src/site/build/scripts-after-first-paint.ts).
 */
async function loadScriptsAfterFirstPaint(pages: readonly SitePage[], reporter: { info: (message: string) => void }) {
  let rewritten = 0;
  for (const page of pages) {
    if (page.matchPath) continue;
    const file = path.resolve('public', page.path.endsWith('.html') ? page.path.slice(1) : path.join(page.path.slice(1), 'index.html'));
    const result = scriptsAfterFirstPaint(await fs.promises.readFile(file, 'utf8'));
    if (result.status === 'no-scripts') throw new Error(`${file}: Gatsby's script tags were not found; see src/site/build/scripts-after-first-paint.ts`);
    if (result.status === 'rewritten') {
      await fs.promises.writeFile(file, result.html);
      rewritten += 1;
    }
  }
  reporter.info(`scripts after the first paint: ${rewritten} pages rewritten`);
}
