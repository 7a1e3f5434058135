import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_REDIRECTS } from '@laundry-accra/domain/site-redirects';
import { redirectPage, writeRedirectPages } from './redirect-pages';

it('sends a static host visitor from an alias to the page, naming the page as canonical', () => {
  const html = redirectPage('/services#faq', 'https://adomlaundry.com.gh/');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services#faq">');
  expect(html).toContain('<link rel="canonical" href="https://adomlaundry.com.gh/services">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<a href="/services#faq">');
});

it('writes a page for /privacy, /faq, /login, /signup and /register, never over a real page', async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-public-'));
  fs.mkdirSync(path.join(publicDir, 'faq'));
  fs.writeFileSync(path.join(publicDir, 'faq', 'index.html'), 'a real page');
  await writeRedirectPages(publicDir, SITE_REDIRECTS, 'https://adomlaundry.com.gh');
  const page = (alias: string) => fs.readFileSync(path.join(publicDir, alias, 'index.html'), 'utf8');
  expect(page('privacy')).toContain('url=/privacy-policy');
  expect(page('login')).toContain('url=/app/login');
  expect(page('signup')).toContain('url=/app/signup');
  expect(page('register')).toContain('url=/app/signup');
  expect(page('faq')).toBe('a real page');
  fs.rmSync(publicDir, { recursive: true, force: true });
});

it('leads every alias to a page of the site that exists', () => {
  const pages = new Set(['/privacy-policy', '/terms', '/services', '/app/login', '/app/signup']);
  for (const { from, to } of SITE_REDIRECTS) {
    expect(pages).toContain(to.split('#')[0]);
    expect(pages).not.toContain(from);
  }
  expect(fs.existsSync(path.resolve('src/pages/privacy-policy.tsx'))).toBe(true);
  expect(fs.existsSync(path.resolve('src/pages/terms.tsx'))).toBe(true);
});
