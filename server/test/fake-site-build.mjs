#!/usr/bin/env node
// A stand-in for the site's build command in the publishing tests (a real Gatsby build takes
// minutes): it writes a small site into $SITE_BUILD_OUTPUT from the posts in $FAKE_SITE_CONTENT
// (JSON: {posts: [{slug, title}], fail?: "message"}), the way the real build writes the blog from
// Sanity. With $FAKE_SITE_GATE set it waits until that file exists, so a test can hold a build
// open while it sends more requests.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const output = process.env.SITE_BUILD_OUTPUT;
const content = JSON.parse(fs.readFileSync(process.env.FAKE_SITE_CONTENT, 'utf8'));
const gate = process.env.FAKE_SITE_GATE;

console.log(`building ${content.posts.length} posts into ${output}`);
while (gate && !fs.existsSync(gate)) await sleep(20);
if (content.fail) {
  console.error(content.fail);
  process.exit(1);
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const page = (title, body) => `<!doctype html><html><head><title>${escape(title)} | Adom Laundry</title></head><body>${body}</body></html>`;
const write = (file, html) => {
  fs.mkdirSync(path.dirname(path.join(output, file)), { recursive: true });
  fs.writeFileSync(path.join(output, file), html);
};
write('index.html', page('Home', '<h1>Adom Laundry</h1>'));
write('404.html', page('Not found', '<h1>Page not found</h1>'));
write('blog/index.html', page('Blog', content.posts.map((post) => `<a href="/blog/${post.slug}">${escape(post.title)}</a>`).join('')));
for (const post of content.posts) write(`blog/${post.slug}/index.html`, page(post.title, `<h1>${escape(post.title)}</h1>`));
// Where the real build would read prices and packages from (the seed when unset).
write('catalogue-source.txt', process.env.CATALOGUE_API_URL ?? 'seed');
console.log('done');
