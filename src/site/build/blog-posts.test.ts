/**
 * The local blog's posts (content/blog/), as the build reads them: current, and each with a real
 * picture in the repository at the size the post says.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LocalPostSource } from './local-blog';

// js-yaml is the parser the build uses (gatsby-transformer-yaml); it ships no types of its own.
const yaml = require('js-yaml') as { load(text: string): unknown };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const BLOG_DIR = path.join(ROOT, 'content', 'blog');
const posts = fs
  .readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => ({ file, post: yaml.load(fs.readFileSync(path.join(BLOG_DIR, file), 'utf8')) as LocalPostSource }));
const day = (post: LocalPostSource) => new Date(post.publishedAt).toISOString().slice(0, 10);

/** A WebP file's width and height, read from its header (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

it('has three current posts an Accra laundry would publish: native wear, rainy-season drying, school uniforms', () => {
  const recent = posts
    .filter(({ post }) => day(post) >= '2026-01-01')
    .sort((a, b) => day(a.post).localeCompare(day(b.post)))
    .map(({ post }) => post.slug);
  expect(recent).toEqual([
    'drying-clothes-in-the-rainy-season',
    'school-uniforms-ready-for-the-new-term',
    'kente-and-native-wear-for-the-festive-season',
  ]);
});

it.each(posts.map(({ file, post }) => [file, post] as const))('%s: a dated post, named by its file, with its picture in the repository', (file, post) => {
  expect(post.slug).toBe(file.replace(/\.yaml$/, ''));
  expect(day(post) < '2026-11-28').toBe(true);
  expect(post.mainImage.alt.length).toBeGreaterThan(10);
  const image = path.join(ROOT, 'static', post.mainImage.url);
  expect(fs.existsSync(image)).toBe(true);
  const bytes = fs.readFileSync(image);
  expect(webpSize(bytes)).toEqual({ width: post.mainImage.width, height: post.mainImage.height });
  // A drawn picture, not an empty or placeholder file.
  expect(bytes.length).toBeGreaterThan(3000);
});
