import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('lets crawlers read the site but not the app or the API, and names the sitemap', () => {
    expect(robotsTxt('https://adomlaundry.com.gh/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /ops/\nDisallow: /api/\n\nSitemap: https://adomlaundry.com.gh/sitemap.xml\n',
    );
  });
});
