/**
 * Publish → live, end to end: an editor publishes a post in Sanity (the local Sanity-speaking
 * fixture server), Sanity sends its signed webhook to the running product, and the post appears
 * at its address on the product's own site, and in the blog's list, with nobody at a terminal.
 * The site is really built by Gatsby (scripts/site-publish-build.mjs), twice: a cold full build
 * and a one-post change on its warm cache. Both times from the webhook to the post answering are
 * printed: the figures the README quotes.
 *
 * The builds run in a copy of the project's sources (node_modules linked), so they never touch
 * the public/ that the other journeys are served from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { startSanityFixtureServer, type SanityFixtureServer } from '../src/site/build/sanity-fixture-server';
import { createAdmin, E2E_ADMIN, freshDataDir, ROOT, startProduct, type RunningProduct } from './product';

const SECRET = 'e2e-webhook-secret';
/** A cold Gatsby build takes a few minutes on a small machine; a one-post build well under one. */
const BUILD_DEADLINE_MS = 10 * 60 * 1000;

/** The project as the server's builder needs it: sources copied, dependencies linked. */
function buildCheckout(): string {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-source-'));
  for (const entry of ['src', 'content', 'static', 'scripts', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, entry), path.join(checkout, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  return checkout;
}

/** A post as an editor publishes it in the Studio, by the fixture dataset's author and picture. */
const post = (slug: string, title: string) => ({
  _id: `post-${slug}`,
  _type: 'post',
  _createdAt: new Date().toISOString(),
  _updatedAt: new Date().toISOString(),
  _rev: 'r1',
  title,
  slug: { _type: 'slug', current: slug },
  excerpt: 'How to wash and store kente and other hand-woven cloth so it lasts for generations.',
  author: { _type: 'reference', _ref: 'author-akosua' },
  mainImage: { _type: 'image', alt: 'A folded kente cloth.', asset: { _type: 'reference', _ref: 'image-5f1c2a-1000x600-webp' } },
  categories: [{ _type: 'reference', _ref: 'category-care', _key: 'c1' }],
  publishedAt: new Date().toISOString(),
  body: [
    { _type: 'block', _key: 'b0', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's0', text: 'Kente is woven by hand.', marks: [] }] },
    { _type: 'image', _key: 'i0', alt: 'Kente drying in the shade.', caption: 'Dry it flat, in the shade.', asset: { _type: 'reference', _ref: 'image-5f1c2a-1000x600-webp' } },
  ],
});

/** Sends the webhook as Sanity does, with the projection the README gives. */
async function sendWebhook(product: RunningProduct, document: ReturnType<typeof post>) {
  const body = JSON.stringify({ _id: document._id, _type: 'post', slug: document.slug.current, title: document.title, operation: 'create' });
  const response = await fetch(`${product.baseUrl}/api/site/rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET) },
    body,
  });
  expect(response.status).toBe(202);
}

/** Asks for the post until it answers with its title; returns the seconds it took. */
async function waitForPost(product: RunningProduct, slug: string, title: string, since: number): Promise<number> {
  for (;;) {
    const response = await fetch(`${product.baseUrl}/blog/${slug}`);
    if (response.status === 200 && (await response.text()).includes(title)) return (Date.now() - since) / 1000;
    if (Date.now() - since > BUILD_DEADLINE_MS) throw new Error(`/blog/${slug} did not go live within ${BUILD_DEADLINE_MS / 60000} min`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let sanity: SanityFixtureServer;
let product: RunningProduct;
let checkout: string;
let buildsDir: string;

beforeAll(async () => {
  sanity = await startSanityFixtureServer();
  checkout = buildCheckout();
  buildsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-builds-'));
  const dataDir = freshDataDir();
  createAdmin(dataDir);
  product = await startProduct(
    {
      SITE_DIR: '',
      SITE_BUILDS_DIR: buildsDir,
      SITE_SOURCE_DIR: checkout,
      SANITY_WEBHOOK_SECRET: SECRET,
      SANITY_PROJECT_ID: 'fixture',
      SANITY_API_HOST: sanity.apiHost,
      NODE_OPTIONS: `--require ${path.join(__dirname, 'localhost-subdomains.cjs')}`,
    },
    dataDir,
  );
}, 120_000);

afterAll(async () => {
  await product?.stop();
  await sanity?.close();
  for (const dir of [checkout, buildsDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test(
  'a post published in Sanity is live at its address and in the blog list, from the webhook alone',
  async () => {
    const first = post('caring-for-kente-sanity', 'Caring for kente, from the Studio');
    sanity.publish(first);
    const fullStarted = Date.now();
    await sendWebhook(product, first);
    const fullBuild = await waitForPost(product, 'caring-for-kente-sanity', first.title, fullStarted);

    const blog = await (await fetch(`${product.baseUrl}/blog`)).text();
    expect(blog).toContain('href="/blog/caring-for-kente-sanity"');
    expect(blog).toContain('href="/blog/keeping-whites-white"');
    const page = await (await fetch(`${product.baseUrl}/blog/caring-for-kente-sanity`)).text();
    expect(page).toContain('Dry it flat, in the shade.');
    expect(page).toContain('5f1c2a-1000x600.webp?w=1000&amp;auto=format');

    const second = post('ironing-kaba-and-slit', 'Ironing a kaba and slit without shine');
    sanity.publish(second);
    const oneStarted = Date.now();
    await sendWebhook(product, second);
    const onePost = await waitForPost(product, 'ironing-kaba-and-slit', second.title, oneStarted);
    expect(await (await fetch(`${product.baseUrl}/blog`)).text()).toContain('href="/blog/ironing-kaba-and-slit"');
    // The first post is still there, served from the new build.
    expect((await fetch(`${product.baseUrl}/blog/caring-for-kente-sanity`)).status).toBe(200);

    // The admin's list: both builds published, the newer one live, with where their time went.
    const { access } = await (
      await fetch(`${product.baseUrl}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      })
    ).json();
    const builds = await (await fetch(`${product.baseUrl}/api/site/builds/`, { headers: { authorization: `Bearer ${access}` } })).json();
    expect(builds.results.map((build: { status: string; live: boolean }) => [build.status, build.live])).toEqual([
      ['published', true],
      ['published', false],
    ]);
    const steps = (log: string) => log.split('\n').filter((line) => /^(gatsby build|precompress|copy to)|Done building|^precompressed/.test(line.trim()));
    console.log(
      [
        `webhook -> post live: full build (cold cache) ${fullBuild.toFixed(1)} s, one-post change (warm cache) ${onePost.toFixed(1)} s`,
        ...builds.results.reverse().map((build: { duration_seconds: number; log_tail: string }, index: number) =>
          [`build ${index + 1}: ${build.duration_seconds} s`, ...steps(build.log_tail).map((line) => `  ${line.trim()}`)].join('\n'),
        ),
      ].join('\n'),
    );
  },
  2 * BUILD_DEADLINE_MS + 60_000,
);
