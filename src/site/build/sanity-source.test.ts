/**
 * @jest-environment node
 *
 * The Sanity path of the blog: gatsby-source-sanity, configured as gatsby-config.ts configures it
 * when SANITY_PROJECT_ID is set, runs its build steps (fetch the schema, define the types, source
 * the export) against a local server answering from fixture documents. A whole Gatsby build
 * against it takes minutes, so the steps are run one by one here.
 */
import dns from 'node:dns';
import { sanityPluginOptions } from '../../../gatsby-config';
import { startSanityFixtureServer, type SanityFixtureServer } from './sanity-fixture-server';

// gatsby-source-sanity has no types of its own for its lifecycle hooks.
const plugin = require('gatsby-source-sanity/gatsby-node') as Record<string, (...args: unknown[]) => unknown>;

type Node = { id: string; internal: { type: string }; [field: string]: unknown };

let server: SanityFixtureServer;
let restoreLookup: () => void;

beforeAll(async () => {
  server = await startSanityFixtureServer();
  // The plugin's client calls <projectId>.<apiHost>: resolve *.localhost to this machine as browsers
  // and systemd-resolved do (RFC 6761); the container's resolver does not.
  const lookup = dns.lookup as (...args: unknown[]) => void;
  (dns as { lookup: unknown }).lookup = (hostname: string, ...rest: unknown[]) =>
    lookup.call(dns, hostname.endsWith('.localhost') ? 'localhost' : hostname, ...rest);
  restoreLookup = () => ((dns as { lookup: unknown }).lookup = lookup);
});

afterAll(async () => {
  restoreLookup();
  await server.close();
});

const reporter = {
  info: () => {},
  warn: jest.fn(),
  verbose: () => {},
  setErrorMap: () => {},
  panic: (error: unknown) => {
    throw new Error(`reporter.panic: ${JSON.stringify(error)}`);
  },
};

describe('the blog from Sanity (gatsby-source-sanity against fixture documents)', () => {
  it('fetches the schema and the export, and creates the post, author, category and image nodes', async () => {
    // The options the site's build passes (gatsby-config.ts), pointed at the fixture server.
    const options = sanityPluginOptions({ SANITY_PROJECT_ID: 'fixture', SANITY_API_HOST: server.apiHost })!;
    expect(options).toMatchObject({ dataset: 'production', apiVersion: '2023-10-13', useCdn: false });

    await plugin.onPluginInit({ reporter }, options);

    let sdl = '';
    plugin.createSchemaCustomization(
      { actions: { createTypes: (types: string[]) => (sdl = types[0]) }, schema: { buildObjectType: (config: unknown) => ({ kind: 'OBJECT', config }) } },
      options,
    );

    const nodes: Node[] = [];
    const cache = new Map<string, unknown>();
    await plugin.sourceNodes(
      {
        actions: { createNode: (node: Node) => nodes.push(node), createParentChildLink: () => {}, touchNode: () => {}, deleteNode: () => {} },
        createNodeId: (seed: string) => `node-${seed}`,
        createContentDigest: (value: unknown) => String(JSON.stringify(value).length),
        reporter,
        cache: { get: async (key: string) => cache.get(key), set: async (key: string, value: unknown) => cache.set(key, value) },
        getNodesByType: () => [],
        getNode: (id: string) => nodes.find((node) => node.id === id),
        webhookBody: {},
      },
      options,
    );

    // The two calls of a build, to the project's own host.
    expect(server.requests.map((request) => [request.host.split(':')[0], request.url.split('?')[0]])).toEqual([
      ['fixture.localhost', '/v1/apis/graphql/production/default'],
      ['fixture.localhost', '/v1/data/export/production'],
    ]);

    // The types the site's queries read exist with the fields they select.
    expect(sdl).toMatch(/type SanityPost implements SanityDocument & Node @dontInfer/);
    for (const field of ['title: String', 'slug: SanitySlug', 'publishedAt: Date @dateformat', 'mainImage: SanityImage', 'excerpt: String', 'seo: SanitySeo', '_rawBody(resolveReferences']) {
      expect(sdl).toContain(field);
    }
    expect(sdl).toMatch(/author: SanityAuthor @link\(from: "author._ref"\)/);
    expect(sdl).toMatch(/categories: \[SanityCategory\] @link\(from: "categories._ref"\)/);
    expect(sdl).toMatch(/type SanityImage @dontInfer \{[^}]*asset: SanityImageAsset @link\(from: "asset._ref"\)[^}]*hotspot: SanityImageHotspot[^}]*alt: String/);

    // The published post (not its draft), shaped as the local posts are shaped.
    const posts = nodes.filter((node) => node.internal.type === 'SanityPost');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post).toMatchObject({
      _id: 'post-whites',
      title: 'How to keep white clothes white in Accra',
      slug: { current: 'keeping-whites-white' },
      publishedAt: '2023-08-14T08:00:00Z',
      mainImage: { alt: 'A crisp white shirt on a hanger.', hotspot: { x: 0.5, y: 0.3 } },
      seo: { title: 'Keeping white clothes white' },
    });
    // The body is kept as _rawDataBody; the _rawBody field the template queries resolves from it.
    expect((post._rawDataBody as { _type: string; style?: string }[]).map((block) => block.style ?? block._type)).toEqual(['normal', 'h2', 'image']);
    // References point at the node ids of the author, categories and image asset (what @link follows).
    const linked = (ref: unknown) => nodes.find((node) => node.id === (ref as { _ref: string })._ref);
    expect(linked(post.author)).toMatchObject({ internal: { type: 'SanityAuthor' }, name: 'Akosua Mensah' });
    expect(linked((post.categories as unknown[])[0])).toMatchObject({ internal: { type: 'SanityCategory' }, title: 'Garment care' });
    expect(linked((post.mainImage as { asset: unknown }).asset)).toMatchObject({
      url: 'https://cdn.sanity.io/images/fixture/production/5f1c2a-1000x600.webp',
      metadata: { dimensions: { width: 1000, height: 600 } },
    });
  });
});
