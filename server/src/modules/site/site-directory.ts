/**
 * The served site's directory when the server publishes the site itself (SITE_BUILDS_DIR):
 *
 *   <dir>/builds/<id>/   one directory per build, written once and never changed afterwards
 *   <dir>/live           symlink to the build the server serves
 *   <dir>/previous       symlink to the build served before it (what `npm run site:rollback` restores)
 *
 * The server's static files are read through `live`, so switching builds is one rename(2) of a new
 * symlink over the old one: atomic, a request sees the old site or the new one, never a mix of
 * files (files already open keep reading the old build, which stays until the next prune).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const LIVE_LINK = 'live';
export const PREVIOUS_LINK = 'previous';
export const BUILDS = 'builds';
/** Where a build made by hand (`npm run build`) is taken in at start. */
export const ADOPTED_PREFIX = 'adopted-';

/** The directory the server serves: the live link. */
export const liveDir = (dir: string) => path.join(dir, LIVE_LINK);

/** A fresh, empty directory for build `id`. */
export function freshBuildDir(dir: string, id: string): string {
  const target = path.join(dir, BUILDS, id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  return target;
}

/** The build id a link points at, or null when there is no such link. */
function linkTarget(dir: string, link: string): string | null {
  try {
    return path.basename(fs.readlinkSync(path.join(dir, link)));
  } catch {
    return null;
  }
}

/** The id of the build being served, or null before the first one. */
export const liveBuildId = (dir: string) => linkTarget(dir, LIVE_LINK);
/** The id of the build served before it, or null. */
export const previousBuildId = (dir: string) => linkTarget(dir, PREVIOUS_LINK);

/** Points `link` at builds/<id> atomically (a new symlink renamed over the old one). */
function pointLink(dir: string, link: string, id: string) {
  const temp = path.join(dir, `.${link}-${randomBytes(4).toString('hex')}`);
  fs.symlinkSync(path.join(BUILDS, id), temp, 'dir');
  fs.renameSync(temp, path.join(dir, link));
}

/** Serves build `id` from now on; the build served until now becomes the previous one. */
export function switchLive(dir: string, id: string) {
  const current = liveBuildId(dir);
  if (current && current !== id) pointLink(dir, PREVIOUS_LINK, current);
  pointLink(dir, LIVE_LINK, id);
}

/**
 * Serves the previous build again (and keeps the one that was live as the previous, so a second
 * rollback undoes the first). Returns the ids, or throws when there is nothing to go back to.
 */
export function rollback(dir: string): { live: string; previous: string } {
  const current = liveBuildId(dir);
  const previous = previousBuildId(dir);
  if (!current || !previous || !fs.existsSync(path.join(dir, BUILDS, previous))) {
    throw new Error(`There is no previous build to go back to in ${dir}.`);
  }
  pointLink(dir, LIVE_LINK, previous);
  pointLink(dir, PREVIOUS_LINK, current);
  return { live: previous, previous: current };
}

/** Deletes every build but the live one, the previous one and those in `keep` (a build under way). */
export function prune(dir: string, keep: readonly string[] = []): string[] {
  const kept = new Set([liveBuildId(dir), previousBuildId(dir), ...keep]);
  const buildsDir = path.join(dir, BUILDS);
  if (!fs.existsSync(buildsDir)) return [];
  const removed: string[] = [];
  for (const id of fs.readdirSync(buildsDir)) {
    if (kept.has(id)) continue;
    fs.rmSync(path.join(buildsDir, id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}

/** The time a built site was finished (scripts/precompress.mjs stamps it), or 0. */
function stampOf(siteDir: string): number {
  try {
    return fs.statSync(path.join(siteDir, '.build-stamp')).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * At start: makes sure there is a live build. A site built by hand in `siteDir` (public/) is copied
 * in and made live when there is none yet, or when it is newer than the live one (someone ran
 * `npm run build` and restarted). Returns the live build's id, or null when there is nothing to serve.
 */
export function adoptBuiltSite(dir: string, siteDir: string | undefined): string | null {
  fs.mkdirSync(path.join(dir, BUILDS), { recursive: true });
  const live = liveBuildId(dir);
  const liveExists = live !== null && fs.existsSync(path.join(dir, BUILDS, live));
  const handBuilt = siteDir && fs.existsSync(path.join(siteDir, 'index.html')) ? siteDir : undefined;
  if (handBuilt && (!liveExists || stampOf(handBuilt) > stampOf(liveDir(dir)))) {
    const id = `${ADOPTED_PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.cpSync(handBuilt, freshBuildDir(dir, id), { recursive: true });
    switchLive(dir, id);
    return id;
  }
  return liveExists ? live : null;
}
