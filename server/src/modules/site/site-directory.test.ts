/**
 * The served site's directory: a build made live by one rename, the previous one kept for
 * `npm run site:rollback` (run here as the command it is), older ones pruned, and a site built
 * by hand taken in at start.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../config';
import { adoptBuiltSite, freshBuildDir, liveBuildId, liveDir, previousBuildId, prune, rollback, switchLive } from './site-directory';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-site-dir-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A finished build `id` whose home page says `text`. */
function build(id: string, text: string) {
  fs.writeFileSync(path.join(freshBuildDir(dir, id), 'index.html'), text);
}
const served = () => fs.readFileSync(path.join(liveDir(dir), 'index.html'), 'utf8');

describe('the live and previous builds', () => {
  it('switches the served site and keeps the one before', () => {
    build('one', 'first');
    switchLive(dir, 'one');
    build('two', 'second');
    switchLive(dir, 'two');
    expect(served()).toBe('second');
    expect([liveBuildId(dir), previousBuildId(dir)]).toEqual(['two', 'one']);
  });

  it('prunes every build but the live and the previous', () => {
    for (const id of ['one', 'two', 'three']) {
      build(id, id);
      switchLive(dir, id);
    }
    build('failed-half-way', 'x');
    expect(prune(dir).sort()).toEqual(['failed-half-way', 'one']);
    expect(fs.readdirSync(path.join(dir, 'builds')).sort()).toEqual(['three', 'two']);
  });

  it('rolls back to the previous build, and forward again', () => {
    expect(() => rollback(dir)).toThrow(/no previous build/);
    build('one', 'first');
    switchLive(dir, 'one');
    build('two', 'second');
    switchLive(dir, 'two');
    rollback(dir);
    expect(served()).toBe('first');
    rollback(dir);
    expect(served()).toBe('second');
  });

  it('`npm run site:rollback` serves the previous build and says so', () => {
    build('one', 'first');
    switchLive(dir, 'one');
    build('two', 'second');
    switchLive(dir, 'two');
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [path.join(ROOT_DIR, 'node_modules/tsx/dist/cli.mjs'), 'server/src/cli/site-rollback.ts'], {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      });
    const rolled = run({ SITE_BUILDS_DIR: dir });
    expect(rolled.status).toBe(0);
    expect(rolled.stdout).toContain('served from build one again (it was two)');
    expect(served()).toBe('first');
    const unset = run({});
    expect(unset.status).toBe(2);
    expect(unset.stderr).toContain('SITE_BUILDS_DIR is not set');
  });
});

describe('a site built by hand', () => {
  it('is taken in when there is no live build, and again only when it is newer', () => {
    const handBuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-public-'));
    try {
      expect(adoptBuiltSite(dir, handBuilt)).toBeNull();
      fs.writeFileSync(path.join(handBuilt, 'index.html'), 'by hand');
      fs.writeFileSync(path.join(handBuilt, '.build-stamp'), '1');
      const adopted = adoptBuiltSite(dir, handBuilt);
      expect(adopted).toMatch(/^adopted-/);
      expect(served()).toBe('by hand');

      // A later build by the server is not replaced by the older hand-made one at the next start.
      build('server-build', 'by the server');
      fs.writeFileSync(path.join(dir, 'builds', 'server-build', '.build-stamp'), '2');
      switchLive(dir, 'server-build');
      expect(adoptBuiltSite(dir, handBuilt)).toBe('server-build');
      expect(served()).toBe('by the server');

      // `npm run build` again, then a restart: the newer hand-made site is served.
      const later = new Date(Date.now() + 60_000);
      fs.writeFileSync(path.join(handBuilt, 'index.html'), 'by hand, later');
      fs.utimesSync(path.join(handBuilt, '.build-stamp'), later, later);
      expect(adoptBuiltSite(dir, handBuilt)).not.toBe('server-build');
      expect(served()).toBe('by hand, later');
    } finally {
      fs.rmSync(handBuilt, { recursive: true, force: true });
    }
  });
});
