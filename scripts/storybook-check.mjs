// Every story of the built Storybook in Chromium, without the network: an accessibility check
// (axe-core, zero violations unless the story's parameters say which rules it turns off and why),
// a check that no page is wider than the screen, and a visual check (each story at 390 and
// 1280 px against its PNG in visual/baselines/, compared with pixelmatch; an HTML report of
// before, after and the difference goes to reports/visual/).
//
//   node scripts/storybook-check.mjs            both checks (npm run visual)
//   node scripts/storybook-check.mjs --update   accepts the current pictures (npm run visual:update)
//   --a11y-only / --visual-only                 one of the checks
//   --skip-build                                reuses storybook-static/ as it is
//   --runs=2                                    renders everything twice and compares the runs (determinism)
//   VISUAL_WORKERS=n (pages at once, default 4), VISUAL_TIMES=1 (each picture's time, to find a slow story)
//
// Pictures are pinned: the stories run at the fixtures' fixed 'now' (.storybook/fixed-clock.ts),
// animations and transitions are off, the caret is hidden, fonts have loaded, each width has a page
// of its own that never changes size, and every request off the local server is refused, so the
// same code gives the same pixels.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC = path.join(ROOT, 'storybook-static');
const BASELINES = path.join(ROOT, 'visual', 'baselines');
const REPORT = path.join(ROOT, 'reports', 'visual');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WIDTHS = [390, 1280];
const HEIGHT = 900;
/**
 * Pages rendering at once (at least one a width). A story's time is mostly waiting (its render to
 * settle, 300 ms without a change, then the pictures), not CPU: on the two-core CI machine 2 pages
 * took 292 s for every story, 4 took 228 s and 8 took 172 s, with the cores still not full at 4.
 */
const WORKERS = Number(process.env.VISUAL_WORKERS) || 4;
/** pixelmatch's per-pixel colour tolerance; anti-aliased pixels are not counted at all. */
const THRESHOLD = 0.1;

const args = new Set(process.argv.slice(2));
const UPDATE = args.has('--update');
const A11Y = !args.has('--visual-only') && !UPDATE;
const VISUAL = !args.has('--a11y-only');
const RUNS = Number([...args].find((arg) => arg.startsWith('--runs='))?.split('=')[1] || 1);
const only = [...args].find((arg) => arg.startsWith('--only='))?.split('=')[1];

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (!args.has('--skip-build') || !fs.existsSync(path.join(STATIC, 'index.json'))) {
  console.log('storybook-check: building the Storybook');
  const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`storybook-check: built (${seconds()})`);
}

const index = JSON.parse(fs.readFileSync(path.join(STATIC, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !only || entry.id.includes(only))
  .sort((a, b) => a.id.localeCompare(b.id));

// ---------------------------------------------------------------------------------------------
// A static server for storybook-static/.

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.txt': 'text/plain' };
const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  let file = path.join(STATIC, pathname);
  if (!file.startsWith(STATIC)) {
    res.writeHead(403).end();
    return;
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!fs.existsSync(file)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  fs.createReadStream(file).pipe(res);
});
// A fixed port: a screen that prints its own address (the bag ticket's QR code) draws the same
// picture every run. Another check already running on it is an error, not a different picture.
const PORT = Number(process.env.STORIES_PORT ?? 6190);
await new Promise((resolve, reject) => {
  server.once('error', (error) => reject(new Error(`storybook-check: port ${PORT} is taken (${error.code}); set STORIES_PORT`)));
  server.listen(PORT, '127.0.0.1', resolve);
});
const ORIGIN = `http://127.0.0.1:${PORT}`;

// ---------------------------------------------------------------------------------------------
// Rendering a story.

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PINNED_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** Waits until the story has rendered (its play function too), fonts have loaded and the DOM is still. */
async function settle(page) {
  await page.waitForFunction(
    () => {
      const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'errored' || phase === 'aborted' || phase === 'finished' || document.body.classList.contains('sb-show-errordisplay');
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Still for 300 ms (at most 5 s): answers, lazy chunks and their renders have landed.
    await new Promise((resolve) => {
      let timer;
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, 300);
      });
      const done = () => {
        observer.disconnect();
        clearTimeout(limit);
        resolve();
      };
      const limit = setTimeout(done, 5_000);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      timer = setTimeout(done, 300);
    });
    // A face the last change asked for has loaded too (the brand fonts are loaded up front, see openPreview).
    await document.fonts.ready;
    // Two frames: layout and paint of the last change.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What the story's parameters say about accessibility: rules turned off, and why. */
async function a11yParameters(page) {
  return page.evaluate(() => {
    const parameters = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters ?? {};
    const a11y = parameters.a11y ?? {};
    const rules = a11y.options?.rules ?? {};
    return {
      test: a11y.test ?? 'error',
      off: Object.entries(rules)
        .filter(([, rule]) => rule && rule.enabled === false)
        .map(([id]) => id),
      why: a11y.why ?? null,
      rules,
    };
  });
}

async function checkA11y(page, story, width) {
  const settings = await a11yParameters(page);
  const failures = [];
  if ((settings.test === 'off' || settings.off.length > 0) && !settings.why) {
    failures.push(`${story.id} turns off ${settings.test === 'off' ? 'the accessibility check' : settings.off.join(', ')} without saying why (parameters.a11y.why)`);
  }
  if (settings.test === 'off') return failures;
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (rules) => {
    const result = await window.axe.run(
      { include: [document.body], exclude: [['#storybook-docs'], ['#storybook-highlights-root'], ['.sb-wrapper'], ['.sb-errordisplay'], ['.sb-preparing-story'], ['.sb-preparing-docs'], ['.sb-nopreview']] },
      { resultTypes: ['violations'], rules },
    );
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, settings.rules);
  for (const v of violations) failures.push(`${story.id} (${width} px): axe ${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(', ')}`);
  return failures;
}

/**
 * Opens the preview in a page of one width; each story after that is selected in it (as the
 * Storybook UI does), so the preview's code loads once rather than once a story. Each width has
 * its own page, which never changes size: a story is drawn at a phone's width from the start, as a
 * phone shows it, and no picture is taken while the page is still catching up with a resize (a
 * picture taken then showed the previous width's frame repeated across the page).
 */
async function openPreview(context, first, width) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width, height: HEIGHT });
  // The a11y addon's own run after each story is switched off (globals): this script runs axe itself, at each width.
  await page.goto(`${ORIGIN}/iframe.html?id=${encodeURIComponent(first.id)}&viewMode=story&globals=a11y.manual:!true`, { waitUntil: 'load' });
  await page.addStyleTag({ content: PINNED_CSS });
  // Every face the stylesheets declare, loaded now: a font a story asks for late (a heading drawn
  // after its answer came) would otherwise swap in after the picture was taken.
  await page.evaluate(() => Promise.allSettled([...document.fonts].map((face) => face.load())));
  // Storybook's own hidden chrome (loading and error panels with their links) is no part of a story:
  // moved after it, axe judges the story's page as a page (a skip link is the first link, as on the site).
  await page.evaluate(() => {
    for (const selector of ['.sb-preparing-story', '.sb-preparing-docs', '.sb-nopreview', '.sb-errordisplay']) {
      const element = document.querySelector(selector);
      if (element) document.body.appendChild(element);
    }
  });
  return { page, errors, width, first: true };
}

/**
 * A whole-page picture taken until two in a row are the same bytes (at most 8 tries): now and then
 * Chromium hands back a frame it had not finished painting (a blank page, or the top bar where the
 * page ends), and the next picture is whole. A first picture that is the baseline's very bytes is
 * whole already (a half-painted frame never matches a whole one byte for byte): most stories, on
 * most runs, take one picture instead of two.
 */
async function steadyPicture(page, baseline) {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  let last = await shoot();
  if (baseline && last.equals(baseline)) return last;
  // Two blank frames in a row are not a picture either (no story draws a page of one colour).
  for (let tries = 1; tries < 8; tries += 1) {
    const next = await shoot();
    if (next.equals(last) && !isBlank(next)) return next;
    last = next;
  }
  return last;
}

/** A picture of one colour only: a frame Chromium had not painted yet (such a PNG is a few KB). */
function isBlank(png) {
  if (png.length > 8_000) return false;
  const { data } = PNG.sync.read(png);
  for (let i = 4; i < data.length; i += 4) {
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) return false;
  }
  return true;
}

/** Renders `story` in the preview of one width: its picture and its accessibility failures. */
async function renderAt(preview, story) {
  const { page, width } = preview;
  const began = Date.now();
  if (!preview.first) {
    await page.evaluate((id) => {
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, story.id);
  }
  preview.first = false;
  await page.waitForFunction((id) => window.__STORYBOOK_PREVIEW__?.currentRender?.id === id, story.id, { timeout: 20_000, polling: 50 });
  await settle(page);
  const errored = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay') ? document.querySelector('#error-message')?.textContent ?? 'error' : null);
  const failures = errored ? [`${story.id}: the story failed to render: ${errored}`] : [];
  // A whole page is pictured from the top: a play function that clicked low on the page left it
  // scrolled (its fixed header then drawn half-way down), or not, as focus moved.
  if (await page.evaluate(() => window.scrollY !== 0 || window.scrollX !== 0)) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
  }
  // Nothing scrolls sideways: a phone's page reflows to its width (wide tables scroll in their card).
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (wider > 0) failures.push(`${story.id} (${width} px): the page is ${wider} px wider than the screen`);
  if (A11Y) failures.push(...(await checkA11y(page, story, width)));
  const picture = VISUAL ? await steadyPicture(page, baselineOf(story.id, width)) : null;
  if (picture && isBlank(picture)) throw new Error('the page painted nothing (a picture of one colour)');
  if (process.env.VISUAL_TIMES) console.log(`  ${story.id} at ${width}: ${Date.now() - began} ms`);
  return { picture, failures };
}

/** Renders `list` in a browser of its own: each story's pictures by width and its failures. */
async function renderAll(list) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-check-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'Africa/Accra',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb', '--hide-scrollbars'],
  });
  // No network: only the local Storybook answers (map tiles, remote fonts and the like are refused).
  await context.route('**/*', (route) => (route.request().url().startsWith(ORIGIN) ? route.continue() : route.abort()));
  const results = new Map();
  try {
    // A page for each width (WORKERS of them in all, shared out between the widths), each page
    // taking a contiguous share of the stories in order, so a run renders them in the same order
    // every time.
    const perWidth = Math.max(1, Math.floor(WORKERS / WIDTHS.length));
    const worker = async (width, mine) => {
      let preview = await openPreview(context, mine[0], width);
      for (const story of mine) {
        const result = results.get(story.id) ?? { pictures: {}, failures: [] };
        results.set(story.id, result);
        let fresh = false;
        try {
          const { picture, failures } = await renderAt(preview, story);
          if (picture) result.pictures[width] = picture;
          for (const failure of failures) if (!result.failures.includes(failure)) result.failures.push(failure);
          fresh = failures.length > 0 || (picture !== null && differsFromBaseline(story.id, width, picture));
        } catch (error) {
          result.failures.push(`${story.id} (${width} px): ${error.message.split('\n')[0]}`);
          fresh = true;
        }
        // A preview that failed a story starts afresh for the next one: a page left broken (one
        // that stopped painting) would otherwise fail every later story of its width.
        const next = mine[mine.indexOf(story) + 1];
        if (fresh && next) {
          await preview.page.close().catch(() => {});
          preview = await openPreview(context, next, width);
        }
        done += 1;
        if (done % 50 === 0) console.log(`storybook-check: ${done}/${list.length * WIDTHS.length} pictures (${seconds()})`);
      }
      await preview.page.close();
    };
    let done = 0;
    const share = Math.ceil(list.length / perWidth);
    const jobs = [];
    for (const width of WIDTHS) for (let i = 0; i < list.length; i += share) jobs.push(worker(width, list.slice(i, i + share)));
    await Promise.all(jobs);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Comparing pictures.

const fileOf = (id, width) => `${id}--${width}.png`;

/** Which Chromium drew the pictures: the baselines' is kept next to them (visual/chromium.txt). */
const CHROMIUM_FILE = path.join(ROOT, 'visual', 'chromium.txt');
const chromiumVersion = () => {
  const run = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return (run.stdout || '').trim() || 'unknown';
};

/** Differing pixels of two PNGs (Infinity when their sizes differ) and the difference picture. */
function compare(beforeBuffer, afterBuffer) {
  // The same pixels encode to the same bytes: most pictures are settled without decoding them.
  if (beforeBuffer.equals(afterBuffer)) return { pixels: 0, diff: null };
  const before = PNG.sync.read(beforeBuffer);
  const after = PNG.sync.read(afterBuffer);
  if (before.width !== after.width || before.height !== after.height) return { pixels: Infinity, diff: null, size: `${before.width}×${before.height} → ${after.width}×${after.height}` };
  const diff = new PNG({ width: before.width, height: before.height });
  const pixels = pixelmatch(before.data, after.data, diff.data, before.width, before.height, { threshold: THRESHOLD, includeAA: false });
  return { pixels, diff: PNG.sync.write(diff) };
}

function writeReport(changes, failures, title) {
  fs.rmSync(REPORT, { recursive: true, force: true });
  fs.mkdirSync(path.join(REPORT, 'images'), { recursive: true });
  const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const rows = changes.map((change) => {
    const cell = (label, buffer, suffix) => {
      if (!buffer) return `<td><em>${label}: none</em></td>`;
      const name = `${change.file.replace(/\.png$/, '')}.${suffix}.png`;
      fs.writeFileSync(path.join(REPORT, 'images', name), buffer);
      return `<td><figure><figcaption>${label}</figcaption><a href="images/${name}"><img src="images/${name}" alt="${label} of ${escape(change.file)}"></a></figure></td>`;
    };
    const what = change.pixels === Infinity ? `size changed${change.size ? ` (${change.size})` : ''}` : `${change.pixels} pixels differ`;
    return `<tr><th scope="row">${escape(change.file)}<br><small>${escape(what)}</small></th>${cell('Before', change.before, 'before')}${cell('After', change.after, 'after')}${cell('Difference', change.diff, 'diff')}</tr>`;
  });
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:8px;vertical-align:top;text-align:left}img{max-width:420px;height:auto;display:block}figure{margin:0}</style>
<h1>${escape(title)}</h1>
<p>${changes.length} picture(s) changed; ${failures.length} other failure(s). Accept the new pictures with <code>npm run visual:update</code>.</p>
${failures.length ? `<ul>${failures.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>` : ''}
<table><tbody>${rows.join('\n')}</tbody></table></html>`;
  fs.writeFileSync(path.join(REPORT, 'index.html'), html);
  return path.relative(ROOT, path.join(REPORT, 'index.html'));
}

/** Whether a picture differs from its baseline, when this run compares with baselines. */
/** The baseline picture's bytes, when a run compares with baselines and there is one. */
function baselineOf(id, width) {
  if (!VISUAL || UPDATE || RUNS > 1) return undefined;
  const target = path.join(BASELINES, fileOf(id, width));
  return fs.existsSync(target) ? fs.readFileSync(target) : undefined;
}

function differsFromBaseline(id, width, picture) {
  if (!VISUAL || UPDATE || RUNS > 1) return false;
  const target = path.join(BASELINES, fileOf(id, width));
  return !fs.existsSync(target) || compare(fs.readFileSync(target), picture).pixels > 0;
}

/** The pictures of `results` that differ from their baselines (or have none). */
function againstBaselines(results) {
  const changes = [];
  for (const [id, result] of results) {
    for (const width of WIDTHS) {
      const after = result.pictures[width];
      if (!after) continue;
      const file = fileOf(id, width);
      const target = path.join(BASELINES, file);
      if (!fs.existsSync(target)) {
        changes.push({ file, before: null, after, diff: null, pixels: Infinity, size: 'new story, no baseline' });
        continue;
      }
      const before = fs.readFileSync(target);
      const { pixels, diff, size } = compare(before, after);
      if (pixels > 0) changes.push({ file, before, after, diff, pixels, size });
    }
  }
  return changes;
}

/** The stories a check failed: a failure names its story first, a changed picture by its file. */
const failedStoryIds = (failures, changes) =>
  new Set([...failures.map((f) => f.split(/[ :]/)[0]), ...changes.map((c) => c.file.replace(/--\d+\.png$/, ''))]);

// ---------------------------------------------------------------------------------------------

console.log(`storybook-check: ${stories.length} stories at ${WIDTHS.join(' and ')} px${A11Y ? ', with axe' : ''}${RUNS > 1 ? `, ${RUNS} runs` : ''}`);
let exitCode = 0;
try {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await renderAll(stories));
    console.log(`storybook-check: run ${run + 1} rendered (${seconds()})`);
  }
  const results = runs[0];
  if (RUNS === 1 && !UPDATE) {
    // A story that failed is drawn once more, in a browser of its own: a real change fails again,
    // while a page the machine left broken (a renderer that stopped painting under load, taking
    // every later story of its width with it) does not fail the check. Each second try is named.
    const first = failedStoryIds(
      [...results.values()].flatMap((result) => result.failures),
      VISUAL ? againstBaselines(results) : [],
    );
    if (first.size > 0) {
      console.log(`storybook-check: ${first.size} stories failed; drawing them again in a fresh browser`);
      const again = await renderAll(stories.filter((story) => first.has(story.id)));
      for (const [id, result] of again) results.set(id, result);
      const still = failedStoryIds(
        [...again.values()].flatMap((result) => result.failures),
        VISUAL ? againstBaselines(again) : [],
      );
      const passedLater = [...first].filter((id) => !still.has(id));
      if (passedLater.length) console.log(`storybook-check: passed on the second try (${passedLater.length}): ${passedLater.join(', ')}`);
    }
  }
  const failures = [...results.values()].flatMap((result) => result.failures);
  const changes = [];

  if (RUNS > 1) {
    // Determinism: every later run against the first.
    for (const later of runs.slice(1)) {
      for (const [id, result] of results) {
        for (const width of WIDTHS) {
          const before = result.pictures[width];
          const after = later.get(id)?.pictures[width];
          if (!before || !after) continue;
          const { pixels, diff, size } = compare(before, after);
          if (pixels > 0) changes.push({ file: fileOf(id, width), before, after, diff, pixels, size });
        }
      }
    }
    console.log(`storybook-check: runs compared, ${changes.length} picture(s) differ between runs`);
  } else if (UPDATE) {
    fs.mkdirSync(BASELINES, { recursive: true });
    const kept = new Set();
    let written = 0;
    for (const [id, result] of results) {
      for (const width of WIDTHS) {
        const picture = result.pictures[width];
        if (!picture) continue;
        const file = fileOf(id, width);
        kept.add(file);
        const target = path.join(BASELINES, file);
        // An unchanged picture keeps its file (and its bytes in git) as it is.
        if (fs.existsSync(target) && compare(fs.readFileSync(target), picture).pixels === 0) continue;
        fs.writeFileSync(target, picture);
        written += 1;
      }
    }
    let removed = 0;
    if (!only) {
      for (const file of fs.readdirSync(BASELINES)) {
        if (file.endsWith('.png') && !kept.has(file)) {
          fs.rmSync(path.join(BASELINES, file));
          removed += 1;
        }
      }
    }
    console.log(`storybook-check: baselines updated: ${written} written, ${removed} removed, ${kept.size - written} unchanged`);
    if (!only) fs.writeFileSync(CHROMIUM_FILE, `${chromiumVersion()}\n`);
  } else if (VISUAL) {
    changes.push(...againstBaselines(results));
    if (!only && fs.existsSync(BASELINES)) {
      const current = new Set([...results.keys()].flatMap((id) => WIDTHS.map((width) => fileOf(id, width))));
      for (const file of fs.readdirSync(BASELINES)) {
        if (file.endsWith('.png') && !current.has(file)) failures.push(`${file}: a baseline with no story (run npm run visual:update)`);
      }
    }
  }

  if (changes.length && VISUAL && !UPDATE && RUNS === 1 && fs.existsSync(CHROMIUM_FILE)) {
    const drawnWith = fs.readFileSync(CHROMIUM_FILE, 'utf8').trim();
    const now = chromiumVersion();
    if (drawnWith !== now) console.error(`storybook-check: the baselines were drawn by ${drawnWith}; this is ${now}. A new Chromium may draw text a pixel differently: review the report, then npm run visual:update.`);
  }
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  for (const change of changes) console.error(`  ✗ ${change.file}: ${change.pixels === Infinity ? change.size : `${change.pixels} pixels differ`}`);
  if (changes.length || (failures.length && VISUAL)) {
    const report = writeReport(changes, failures, RUNS > 1 ? 'Storybook: differences between runs' : 'Storybook: visual changes');
    console.error(`storybook-check: report at ${report}`);
  }
  const pictures = [...results.values()].reduce((n, r) => n + Object.keys(r.pictures).length, 0);
  console.log(`storybook-check: ${stories.length} stories, ${pictures} pictures, ${changes.length} changed, ${failures.length} failures (${seconds()})`);
  // CI's count: a story passes when it rendered, met axe and matched its pictures; a failure that
  // belongs to no story (a baseline left over) counts once.
  const failedIds = failedStoryIds(failures, changes);
  const failedStories = stories.filter((s) => failedIds.has(s.id)).length;
  const counts = {
    passed: stories.length - failedStories,
    failed: failedStories + (failedIds.size > failedStories ? 1 : 0),
    failures: [...failures, ...changes.map((change) => `${change.file}: ${change.pixels === Infinity ? change.size : `${change.pixels} pixels differ`}`)],
  };
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'reports', 'storybook-check.json'), JSON.stringify(counts));
  console.log(`storybook-check: stories: ${counts.passed} passed, ${counts.failed} failed`);
  if (failures.length || changes.length) exitCode = 1;
} finally {
  server.close();
}
process.exit(exitCode);
