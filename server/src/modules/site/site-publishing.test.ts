/**
 * Publishing the site from Sanity's webhook, with a quick build command in place of Gatsby
 * (server/test/fake-site-build.mjs writes a small site from a JSON file of posts): signature
 * checks, one build at a time with requests coalescing, the atomic switch, failed builds leaving
 * the live site as it was, and the deploy-hook alternative. The real Gatsby build is exercised by
 * e2e/site-publishing.e2e.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { buildTestApp, call, type TestContext } from '../../../test/helper';
import { listenOnTestPort } from '../../../test/local-ports';
import { createStaff } from '../../../test/staff';
import { liveBuildId } from './site-directory';

const SECRET = 'a-webhook-secret-of-the-test';
const FAKE_BUILD = path.resolve(__dirname, '../../../test/fake-site-build.mjs');

interface Post {
  slug: string;
  title: string;
}

/** A test's world: the app building into a temporary directory from a JSON "dataset". */
interface World {
  ctx: TestContext;
  dir: string;
  content: string;
  gate: string;
  setPosts(posts: Post[], fail?: string): void;
  openGate(): void;
  closeGate(): void;
}

async function startWorld(env: Record<string, string> = {}): Promise<World> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-builds-'));
  const content = path.join(dir, 'content.json');
  const gate = path.join(dir, 'gate');
  const setPosts = (posts: Post[], fail?: string) => fs.writeFileSync(content, JSON.stringify({ posts, fail }));
  setPosts([]);
  fs.writeFileSync(gate, '');
  process.env.FAKE_SITE_CONTENT = content;
  process.env.FAKE_SITE_GATE = gate;
  const ctx = await buildTestApp({
    SANITY_WEBHOOK_SECRET: SECRET,
    SITE_BUILDS_DIR: path.join(dir, 'site'),
    SITE_SOURCE_DIR: dir,
    SITE_BUILD_COMMAND: `node ${FAKE_BUILD}`,
    ...env,
  });
  return {
    ctx,
    dir,
    content,
    gate,
    setPosts,
    openGate: () => fs.writeFileSync(gate, ''),
    closeGate: () => fs.rmSync(gate, { force: true }),
  };
}

async function stopWorld(world: World) {
  world.openGate();
  await world.ctx.close();
  fs.rmSync(world.dir, { recursive: true, force: true });
}

/** Sends a webhook as Sanity does: the JSON body and its signature made at `timestamp` with `secret`. */
async function sendWebhook(
  ctx: TestContext,
  body: unknown,
  options: { secret?: string; timestamp?: number; tamper?: (text: string) => string } = {},
) {
  const text = JSON.stringify(body);
  const signature = await encodeSignatureHeader(text, options.timestamp ?? Date.now(), options.secret ?? SECRET);
  const sent = options.tamper ? options.tamper(text) : text;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/site/rebuild',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    payload: sent,
  });
  return { status: response.statusCode, json: response.json() };
}

const published = (post: Post) => ({ _id: `post-${post.slug}`, _type: 'post', slug: post.slug, title: post.title, operation: 'create' });

/** The page at `url` as the running server serves it. */
const page = async (ctx: TestContext, url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body };
};

const rowsOf = async (ctx: TestContext) => (await ctx.database.db.query.siteBuilds.findMany()).length;

const KENTE = { slug: 'caring-for-kente', title: 'Caring for kente' };
const WHITES = { slug: 'keeping-whites-white', title: 'Keeping whites white' };
const EXPRESS = { slug: 'express-or-standard', title: 'Express or Standard & which to choose' };

describe("Sanity's webhook signature", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
    world.setPosts([KENTE]);
  });
  afterAll(() => stopWorld(world));
  afterEach(() => world.ctx.app.sitePublishing.idle());

  it('accepts a request signed with the secret and queues a build', async () => {
    const answer = await sendWebhook(world.ctx, published(KENTE));
    expect(answer.status).toBe(202);
    expect(answer.json.build).toMatchObject({ trigger: 'sanity', changed_posts: [{ slug: KENTE.slug, title: KENTE.title, operation: 'create' }] });
  });

  it.each([
    ['signed with another secret', { secret: 'not-the-secret' }],
    ['whose body was changed after signing', { tamper: (text: string) => text.replace('Caring', 'Scaring') }],
    ['signed more than five minutes ago', { timestamp: Date.now() - 5 * 60 * 1000 - 1000 }],
  ])('refuses a request %s with 401 and queues nothing', async (_, options) => {
    const before = await rowsOf(world.ctx);
    const answer = await sendWebhook(world.ctx, published(KENTE), options);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ detail: expect.any(String) });
    expect(await rowsOf(world.ctx)).toBe(before);
  });

  it('refuses an unsigned request and a malformed signature', async () => {
    const before = await rowsOf(world.ctx);
    const unsigned = await call(world.ctx.app, 'POST', '/api/site/rebuild', { body: published(KENTE) });
    expect(unsigned.status).toBe(401);
    const malformed = await call(world.ctx.app, 'POST', '/api/site/rebuild', {
      body: published(KENTE),
      headers: { 'sanity-webhook-signature': 'v1=abc' },
    });
    expect(malformed.status).toBe(401);
    expect(await rowsOf(world.ctx)).toBe(before);
  });

  it('refuses every webhook when no secret is configured', async () => {
    const other = await startWorld({ SANITY_WEBHOOK_SECRET: '' });
    try {
      expect((await sendWebhook(other.ctx, published(KENTE))).status).toBe(401);
      expect(await rowsOf(other.ctx)).toBe(0);
    } finally {
      await stopWorld(other);
    }
  });
});

describe('building and publishing', () => {
  let world: World;
  beforeEach(async () => {
    world = await startWorld();
  });
  afterEach(() => stopWorld(world));

  it('publishes a new post: the served site switches to the new build, which lists and shows it', async () => {
    world.setPosts([KENTE]);
    await sendWebhook(world.ctx, published(KENTE));
    await world.ctx.app.sitePublishing.idle();
    const first = liveBuildId(path.join(world.dir, 'site'));
    expect((await page(world.ctx, '/blog/caring-for-kente')).body).toContain('<h1>Caring for kente</h1>');

    world.setPosts([KENTE, EXPRESS]);
    await sendWebhook(world.ctx, published(EXPRESS));
    await world.ctx.app.sitePublishing.idle();
    const post = await page(world.ctx, '/blog/express-or-standard');
    expect(post.status).toBe(200);
    expect(post.body).toContain('<h1>Express or Standard &amp; which to choose</h1>');
    expect((await page(world.ctx, '/blog')).body).toContain('href="/blog/express-or-standard"');

    const admin = await createStaff(world.ctx, 'admin', null);
    const list = await call(world.ctx.app, 'GET', '/api/site/builds/', { token: admin.token });
    expect(list.json.publishing).toBe('builder');
    expect(list.json.results.map((build: { status: string; live: boolean }) => [build.status, build.live])).toEqual([
      ['published', true],
      ['published', false],
    ]);
    expect(list.json.results[1].id).toBe(first);
    expect(list.json.results[0].duration_seconds).toEqual(expect.any(Number));
  });

  it('coalesces three webhooks sent during a build into exactly one more build', async () => {
    world.setPosts([KENTE]);
    world.closeGate();
    await sendWebhook(world.ctx, published(KENTE));
    // The first build is running (held at the gate) when the next three arrive.
    const running = async () => (await world.ctx.database.db.query.siteBuilds.findMany()).filter((b) => b.status === 'building');
    for (let i = 0; i < 100 && (await running()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await running()).toHaveLength(1);

    world.setPosts([KENTE, WHITES, EXPRESS]);
    const waiting = [];
    for (const post of [WHITES, EXPRESS, { ...WHITES, title: 'Keeping whites white, always' }]) {
      waiting.push((await sendWebhook(world.ctx, published(post))).json.build.id);
    }
    expect(new Set(waiting).size).toBe(1);
    world.setPosts([KENTE, { ...WHITES, title: 'Keeping whites white, always' }, EXPRESS]);
    world.openGate();
    await world.ctx.app.sitePublishing.idle();

    const builds = await world.ctx.database.db.query.siteBuilds.findMany({ orderBy: (b, { asc }) => [asc(b.requestedAt)] });
    expect(builds.map((build) => [build.status, build.requests])).toEqual([
      ['published', 1],
      ['published', 3],
    ]);
    expect(builds[1].changedPosts.map((post) => post.slug)).toEqual([WHITES.slug, EXPRESS.slug, WHITES.slug]);
    expect((await page(world.ctx, '/blog/keeping-whites-white')).body).toContain('<h1>Keeping whites white, always</h1>');
  });

  it('two admins pressing Rebuild at the same moment during a build make one waiting build', async () => {
    const admin = await createStaff(world.ctx, 'admin', null);
    world.closeGate();
    await call(world.ctx.app, 'POST', '/api/site/builds/', { token: admin.token });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(world.ctx.app, 'POST', '/api/site/builds/', { token: admin.token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    const queued = (await world.ctx.database.db.query.siteBuilds.findMany()).filter((build) => build.status === 'queued');
    expect(queued.map((build) => build.requests)).toEqual([5]);
    world.openGate();
    await world.ctx.app.sitePublishing.idle();
    expect(await rowsOf(world.ctx)).toBe(2);
  });

  it('a failing build leaves the live site serving the old pages and records the error with its log', async () => {
    world.setPosts([KENTE]);
    await sendWebhook(world.ctx, published(KENTE));
    await world.ctx.app.sitePublishing.idle();
    const live = liveBuildId(path.join(world.dir, 'site'));

    world.setPosts([KENTE, WHITES], 'Error: the post template cannot render "keeping-whites-white": mainImage.asset is null');
    await sendWebhook(world.ctx, published(WHITES));
    await world.ctx.app.sitePublishing.idle();

    expect(liveBuildId(path.join(world.dir, 'site'))).toBe(live);
    expect((await page(world.ctx, '/blog/caring-for-kente')).status).toBe(200);
    expect((await page(world.ctx, '/blog/keeping-whites-white')).status).toBe(404);
    const admin = await createStaff(world.ctx, 'admin', null);
    const [failed, previous] = (await call(world.ctx.app, 'GET', '/api/site/builds/', { token: admin.token })).json.results;
    expect(failed).toMatchObject({ status: 'failed', live: false, error: 'The build command failed (exit code 1).' });
    expect(failed.log_tail).toContain('mainImage.asset is null');
    expect(previous).toMatchObject({ status: 'published', live: true });
    // The failed build's directory is gone; the live one is untouched.
    expect(fs.readdirSync(path.join(world.dir, 'site', 'builds'))).toEqual([live]);
  });

  it('a build whose pages fail the check is not published', async () => {
    world.setPosts([KENTE]);
    await sendWebhook(world.ctx, published(KENTE));
    await world.ctx.app.sitePublishing.idle();
    const live = liveBuildId(path.join(world.dir, 'site'));

    // The webhook names a post the build did not write (a template that skipped it).
    await sendWebhook(world.ctx, published(WHITES));
    await world.ctx.app.sitePublishing.idle();
    expect(liveBuildId(path.join(world.dir, 'site'))).toBe(live);
    const [failed] = await world.ctx.database.db.query.siteBuilds.findMany({ where: (b, { eq }) => eq(b.status, 'failed') });
    expect(failed.error).toMatch(/failed its check: \/blog .*does not contain href="\/blog\/keeping-whites-white"/);
    expect(failed.logTail).toContain('FAIL /blog/keeping-whites-white 404');
  });

  it('a deleted post must be gone from the new build', async () => {
    world.setPosts([KENTE, WHITES]);
    await sendWebhook(world.ctx, published(KENTE));
    await world.ctx.app.sitePublishing.idle();
    world.setPosts([KENTE]);
    await sendWebhook(world.ctx, { _id: 'post-keeping-whites-white', _type: 'post', slug: WHITES.slug, title: WHITES.title, operation: 'delete' });
    await world.ctx.app.sitePublishing.idle();
    expect((await page(world.ctx, '/blog/keeping-whites-white')).status).toBe(404);
    expect((await world.ctx.database.db.query.siteBuilds.findMany()).map((build) => build.status)).toEqual(['published', 'published']);
  });

  it('keeps only the live and the previous build', async () => {
    world.setPosts([KENTE]);
    for (let i = 0; i < 3; i += 1) {
      await call(world.ctx.app, 'POST', '/api/site/builds/', { token: (await createStaff(world.ctx, 'admin', null)).token });
      await world.ctx.app.sitePublishing.idle();
    }
    const builds = await world.ctx.database.db.query.siteBuilds.findMany({ orderBy: (b, { asc }) => [asc(b.requestedAt)] });
    expect(fs.readdirSync(path.join(world.dir, 'site', 'builds')).sort()).toEqual([builds[1].id, builds[2].id].sort());
  });
});

describe('a CDN deploy hook instead (SITE_DEPLOY_HOOK_URL)', () => {
  let hook: http.Server;
  let port: number;
  const calls: { method: string; url: string }[] = [];
  let status = 200;
  beforeAll(async () => {
    hook = http.createServer((req, res) => {
      calls.push({ method: req.method ?? '', url: req.url ?? '' });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { job: { id: 'job-1', state: 'PENDING' } } : { error: 'bad hook' }));
    });
    port = await listenOnTestPort((p) => new Promise<void>((resolve, reject) => hook.once('error', reject).listen(p, '127.0.0.1', () => resolve())));
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('posts to the hook on a signed webhook and records the hand-off, or its failure', async () => {
    const ctx = await buildTestApp({ SANITY_WEBHOOK_SECRET: SECRET, SITE_DEPLOY_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc` });
    try {
      const answer = await sendWebhook(ctx, published(KENTE));
      expect(answer.status).toBe(202);
      expect(answer.json.build).toMatchObject({ status: 'handed_off', trigger: 'sanity' });
      expect(calls).toEqual([{ method: 'POST', url: '/build_hooks/abc' }]);

      status = 500;
      const failed = await sendWebhook(ctx, published(KENTE));
      expect(failed.json.build).toMatchObject({ status: 'failed', error: 'The deploy hook answered 500.' });
      expect((await sendWebhook(ctx, published(KENTE), { secret: 'wrong' })).status).toBe(401);
      expect(calls).toHaveLength(2);
    } finally {
      await ctx.close();
    }
  });

  it('refuses with 503 when the server has no way to publish', async () => {
    const ctx = await buildTestApp({ SANITY_WEBHOOK_SECRET: SECRET });
    try {
      const answer = await sendWebhook(ctx, published(KENTE));
      expect(answer.status).toBe(503);
      expect(answer.json.detail).toMatch(/SITE_BUILDS_DIR or SITE_DEPLOY_HOOK_URL/);
    } finally {
      await ctx.close();
    }
  });
});

describe('a back-office change', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({ CATALOGUE_API_URL: 'http://127.0.0.1:8000/api' });
  });
  afterAll(() => stopWorld(world));

  it('asks for a build that reads the catalogue from the API, so the static pages show the new price', async () => {
    const admin = await createStaff(world.ctx, 'admin', null);
    const items = await call(world.ctx.app, 'GET', '/api/ops/items/?page_size=1', { token: admin.token });
    const [item] = items.json.results as { id: string; price: string }[];
    const changed = await call(world.ctx.app, 'PATCH', `/api/ops/items/${item.id}`, { token: admin.token, body: { price: '99.50' } });
    expect(changed.status).toBe(200);
    await world.ctx.app.sitePublishing.idle();
    const builds = await world.ctx.database.db.query.siteBuilds.findMany();
    expect(builds).toEqual([expect.objectContaining({ trigger: 'catalogue', status: 'published' })]);
    expect((await page(world.ctx, '/catalogue-source.txt')).body).toBe('http://127.0.0.1:8000/api');
    // A refused change asks for nothing.
    const refused = await call(world.ctx.app, 'PATCH', `/api/ops/items/${item.id}`, { token: admin.token, body: { price: '0.01' } });
    expect(refused.status).toBe(400);
    await world.ctx.app.sitePublishing.idle();
    expect(await rowsOf(world.ctx)).toBe(1);
  });
});
