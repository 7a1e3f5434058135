/**
 * Asks a freshly built site for the pages that must work before it goes live: the home page, the
 * blog, and each post a webhook named (200 with its title as the heading, or 404 once deleted). The pages are
 * served exactly as the live site serves them (plugins/site.ts), from a throwaway instance that
 * answers in memory (no port).
 */
import type { ChangedPost } from '@laundry-accra/domain/site-builds';
import Fastify from 'fastify';
import sitePlugin from '../../plugins/site';

/** One page the check asked for. */
export interface PageCheck {
  path: string;
  status: number;
  ok: boolean;
  problem?: string;
}

/** The text of the page's first `tag` element (title, h1), without markup and with entities decoded. */
export function textOf(html: string, tag: 'title' | 'h1'): string | null {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
  if (!match) return null;
  return match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** What a page must answer: a status, a <title>, and a heading containing `heading` (when given). */
interface Expectation {
  path: string;
  status: 200 | 404;
  heading?: string;
  /** Text the HTML must contain (the blog links to each new or changed post). */
  contains?: string[];
}

/** The pages to ask for, given the posts a build was asked for. */
export function expectationsFor(changedPosts: readonly ChangedPost[]): Expectation[] {
  const live = changedPosts.filter((post) => post.operation !== 'delete');
  const expectations: Expectation[] = [
    { path: '/', status: 200 },
    { path: '/blog', status: 200, contains: live.map((post) => `href="/blog/${post.slug}"`) },
  ];
  // The last word on a slug wins: created, then deleted in one coalesced build, means gone.
  const lastBySlug = new Map(changedPosts.map((post) => [post.slug, post]));
  for (const post of lastBySlug.values()) {
    expectations.push(
      post.operation === 'delete'
        ? { path: `/blog/${post.slug}`, status: 404 }
        : { path: `/blog/${post.slug}`, status: 200, heading: post.title ?? undefined },
    );
  }
  return expectations;
}

/** Checks the site in `siteDir`; every page's outcome, `ok` only when all passed. */
export async function smokeCheck(siteDir: string, changedPosts: readonly ChangedPost[]): Promise<{ ok: boolean; pages: PageCheck[] }> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  try {
    await app.register(sitePlugin, { siteDir });
    await app.ready();
    const pages: PageCheck[] = [];
    for (const expected of expectationsFor(changedPosts)) {
      const answer = await app.inject({ method: 'GET', url: expected.path, headers: { accept: 'text/html' } });
      const problems: string[] = [];
      if (answer.statusCode !== expected.status) problems.push(`answered ${answer.statusCode}, expected ${expected.status}`);
      if (expected.status === 200 && answer.statusCode === 200) {
        if (!textOf(answer.body, 'title')) problems.push('has no <title>');
        const heading = textOf(answer.body, 'h1');
        if (expected.heading && heading !== expected.heading) problems.push(`heading is "${heading}", expected "${expected.heading}"`);
        for (const text of expected.contains ?? []) {
          if (!answer.body.includes(text)) problems.push(`does not contain ${text}`);
        }
      }
      pages.push({ path: expected.path, status: answer.statusCode, ok: problems.length === 0, ...(problems.length ? { problem: problems.join('; ') } : {}) });
    }
    return { ok: pages.every((page) => page.ok), pages };
  } finally {
    await app.close();
  }
}
