/**
 * The inline scripts of a built site, hashed for its Content-Security-Policy
 * (content-security-policy.ts). Read from the HTML the server sends, once per build: the first
 * page served after a new build (the build stamp scripts/precompress.mjs writes last changed)
 * reads every page of it, about as much work as serving them all once; after that a page's
 * sources are one stat of the stamp and a lookup (docs/decisions/016-content-security-policy.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sha256Source } from './content-security-policy';

/** One inline script of a page. */
export interface InlineScript {
  text: string;
  /** Rendered by a page's Gatsby Head: Gatsby inserts it again on client-side navigation. */
  head: boolean;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** The types a browser runs (no type is JavaScript); JSON-LD and other data blocks are not run. */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(java|ecma)script)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?=[\\s=/]|$)(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The scripts a browser would run from the page's own text (not those with a src). */
export function inlineScriptsOf(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    scripts.push({ text, head: attribute(attributes, 'data-gatsby-head') !== undefined });
  }
  return scripts;
}

/** Every .html file under `dir`, as paths relative to it with forward slashes. */
function* htmlFiles(dir: string, prefix = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    // Gatsby's page data and hashed assets hold no pages.
    if (entry.isDirectory() && !(prefix === '' && (entry.name === 'page-data' || entry.name === 'static'))) {
      yield* htmlFiles(dir, relative);
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      yield relative;
    }
  }
}

/** A build's script sources: each page's own, and the Head scripts of every page. */
export interface SiteScriptSources {
  pages: ReadonlyMap<string, readonly string[]>;
  head: readonly string[];
}

/** Reads every page of the site in `dir` and hashes its inline scripts. */
export function scanSite(dir: string): SiteScriptSources {
  const pages = new Map<string, readonly string[]>();
  const head = new Set<string>();
  // A server that publishes the site itself starts with no build until its first one.
  if (!fs.existsSync(dir)) return { pages, head: [] };
  for (const file of htmlFiles(dir)) {
    const own = new Set<string>();
    for (const script of inlineScriptsOf(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const source = sha256Source(script.text);
      (script.head ? head : own).add(source);
    }
    pages.set(file, [...own]);
  }
  return { pages, head: [...head].sort() };
}

/** What identifies a build: its stamp's inode and time (a new build writes a new stamp; `live` may point elsewhere). */
function buildKey(dir: string): string {
  const stamp = fs.statSync(path.join(dir, '.build-stamp'), { throwIfNoEntry: false });
  return stamp ? `${stamp.ino}:${stamp.mtimeMs}` : 'unstamped';
}

/**
 * The script sources of the pages of the site served from `dir`, rescanned when the build changes.
 * `sourcesFor` answers for a page's file (relative to `dir`, with or without .br/.gz).
 */
export function siteScriptSources(dir: string) {
  let key: string | undefined;
  let scanned: SiteScriptSources = { pages: new Map(), head: [] };
  const merged = new Map<string, readonly string[]>();
  /** Reads the build again if it is not the one read last. */
  const current = () => {
    const now = buildKey(dir);
    if (now !== key) {
      scanned = scanSite(dir);
      merged.clear();
      key = now;
    }
  };
  return {
    /** Reads the build now (at start), rather than while the first visitor waits. */
    prepare: current,
    sourcesFor(file: string): readonly string[] {
      current();
      const page = file.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
      let sources = merged.get(page);
      if (!sources) {
        sources = [...new Set([...(scanned.pages.get(page) ?? []), ...scanned.head])];
        merged.set(page, sources);
      }
      return sources;
    },
  };
}
