import { render, screen, within } from '@testing-library/react';
import { useStaticQuery, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { BlogPostSummary } from '@/site/blog/blog-post-types';
import type { SiteFacts } from '@/site/site-facts';
import { expressPost, whitesPost } from '@/site/testing/blog-posts';
import { readContent } from '@/site/testing/content';
import BlogPage, { Head } from './blog';

const SITE_URL = 'https://adomlaundry.com.gh';

const posts: BlogPostSummary[] = [expressPost, { ...whitesPost, mainImage: null }];

const renderPage = (nodes: BlogPostSummary[]) =>
  render(<BlogPage {...({ data: { allSanityPost: { nodes } } } as unknown as PageProps<{ allSanityPost: { nodes: BlogPostSummary[] } }>)} />, {
    wrapper: ThemeProvider,
  });

describe('blog page', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      siteYaml: readContent<SiteFacts>('site'),
      site: { siteMetadata: { siteUrl: SITE_URL, description: 'Laundry and dry cleaning in Accra.' } },
    });
  });

  it('shows every post it is given as a card linking to the post', () => {
    renderPage(posts);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Care tips and news');
    const main = screen.getByRole('main');
    const cards = within(main).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/blog/express-or-standard',
      '/blog/keeping-whites-white',
    ]);
    expect(within(cards[0]).getByRole('img', { name: 'A delivery rider handing over a laundry bag.' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('By Efua Boateng · October 2, 2023');
    expect(cards[1]).toHaveTextContent('By Akosua Mensah · August 14, 2023');
  });

  it("says 'There are no blogs to show.' when there are no posts", () => {
    renderPage([]);
    expect(within(screen.getByRole('main')).getByText('There are no blogs to show.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has its own title, description, canonical URL and Open Graph tags', () => {
    render(<Head {...({} as HeadProps)} />);
    expect(document.title).toBe('Blog | Adom Laundry & Dry Cleaning');
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^Laundry and garment care advice from Adom Laundry & Dry Cleaning in Accra/);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/blog`);
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}/blog`);
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Blog | Adom Laundry & Dry Cleaning');
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });
});
