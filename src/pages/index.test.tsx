import { render } from '@testing-library/react';
import { useStaticQuery, type HeadProps } from 'gatsby';
import * as React from 'react';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import { Head } from './index';

const SITE_URL = 'https://adomlaundry.com.gh';
const facts = readContent<SiteFacts>('site');

const inHead = (selector: string) => document.querySelector(selector);

describe('home page head', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      siteYaml: facts,
      site: { siteMetadata: { siteUrl: SITE_URL, description: 'Laundry and dry cleaning in Accra.' } },
    });
    render(<Head {...({} as HeadProps)} />);
  });

  it('titles the page with what the business does, then its name', () => {
    expect(document.title).toBe('Laundry and dry cleaning in Accra | Adom Laundry & Dry Cleaning');
  });

  it('describes the services, turnarounds and branches for search results', () => {
    const description = inHead('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^Laundry, dry cleaning, ironing, carpet and sneaker cleaning in Accra/);
    expect(description).toMatch(/Same-Day Express in 24 hours/);
    expect(description).toMatch(/East Legon and Osu/);
  });

  it("gives the site's root as the canonical URL, with a trailing slash", () => {
    expect(inHead('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/`);
  });

  it('gives link previews the title, description, URL and the social picture', () => {
    expect(inHead('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(inHead('meta[property="og:site_name"]')).toHaveAttribute('content', 'Adom Laundry & Dry Cleaning');
    expect(inHead('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GH');
    expect(inHead('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(inHead('meta[property="og:description"]')).toHaveAttribute(
      'content',
      inHead('meta[name="description"]')!.getAttribute('content'),
    );
    expect(inHead('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}/`);
    expect(inHead('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_URL}/images/og-image.jpg`);
    expect(inHead('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('describes both branches to search engines as structured data', () => {
    const script = inHead('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const graph = JSON.parse(script!.textContent!)['@graph'] as { name: string; address: { streetAddress: string } }[];
    expect(graph.map((branch) => [branch.name, branch.address.streetAddress])).toEqual([
      ['Adom Laundry & Dry Cleaning, East Legon', 'Nii Sai Rd'],
      ['Adom Laundry & Dry Cleaning, Osu', 'La Crescent'],
    ]);
  });
});
