import { render, screen, within } from '@testing-library/react';
import { useStaticQuery, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { BlogPost } from '@/site/blog/blog-post-types';
import type { SiteFacts } from '@/site/site-facts';
import { whitesPost } from '@/site/testing/blog-posts';
import { readContent } from '@/site/testing/content';
import BlogPostTemplate, { Head } from './blog-post';

const SITE_URL = 'https://adomlaundry.com.gh';

const span = (key: string, text: string, marks: string[] = []) => ({ _type: 'span', _key: key, text, marks });
const block = (key: string, style: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children,
  ...extra,
});

const FIRST_PARAGRAPH =
  'White shirts, school uniforms and church clothes are the hardest things in any wardrobe to keep looking new. Heat, dust and sweat all work against them, and Accra has plenty of all three.';

/** A post as gatsby-source-sanity gives it: the body is Portable Text. */
const post: BlogPost = {
  ...whitesPost,
  categories: [{ title: 'Garment care' }, { title: 'Whites' }],
  _rawBody: [
    block('b0', 'normal', [span('b0s0', FIRST_PARAGRAPH)]),
    block('b1', 'h2', [span('b1s0', 'Wash them sooner, not later')]),
    block('b2', 'normal', [
      span('b2s0', 'Rinse collars the same day. '),
      span('b2s1', 'Never', ['strong']),
      span('b2s2', ' leave them a week. See our '),
      span('b2s3', 'prices', ['l1']),
      span('b2s4', ' or the '),
      span('b2s5', 'care label guide', ['l2']),
      span('b2s6', '.'),
    ], {
      markDefs: [
        { _type: 'link', _key: 'l1', href: '/pricing' },
        { _type: 'link', _key: 'l2', href: 'https://www.ginetex.net/care-labels' },
      ],
    }),
    block('b3', 'normal', [span('b3s0', 'Keep whites on their own')], { listItem: 'bullet', level: 1 }),
    block('b4', 'normal', [span('b4s0', 'Dry them in the shade')], { listItem: 'bullet', level: 1 }),
    block('b5', 'blockquote', [span('b5s0', 'A white shirt is only as white as its collar.')]),
  ],
};

const renderPost = (overrides: Partial<BlogPost> = {}) =>
  render(<BlogPostTemplate {...({ data: { sanityPost: { ...post, ...overrides } } } as unknown as PageProps<{ sanityPost: BlogPost }>)} />, {
    wrapper: ThemeProvider,
  });

const renderHead = (overrides: Partial<BlogPost> = {}) =>
  render(<Head {...({ data: { sanityPost: { ...post, ...overrides } } } as unknown as HeadProps<{ sanityPost: BlogPost }>)} />);

const meta = (selector: string) => document.head.querySelector(selector) ?? document.querySelector(selector);

describe('blog post template', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      siteYaml: readContent<SiteFacts>('site'),
      site: { siteMetadata: { siteUrl: `${SITE_URL}/`, description: 'Laundry and dry cleaning in Accra.' } },
    });
  });

  it('shows the title, author and date, and links back to all posts', () => {
    renderPost();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('How to keep white clothes white in Accra');
    expect(within(article).getByText(/By Akosua Mensah/)).toHaveTextContent('By Akosua Mensah · August 14, 2023');
    expect(within(article).getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('shows the main image requested 1000 px wide, at its proportions', () => {
    renderPost();
    const image = screen.getByRole('img', { name: 'A crisp white shirt on a hanger against a teal wall.' });
    expect(image).toHaveAttribute('src', 'https://cdn.sanity.io/images/abc123/production/whites-2000x1200.jpg?w=1000&auto=format');
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '600');
  });

  it('adds the width to an image URL that already has parameters', () => {
    renderPost({
      mainImage: {
        alt: 'A folded kente cloth.',
        asset: { url: 'https://cdn.sanity.io/images/abc123/production/kente.jpg?rect=0,0,2000,1200', metadata: null },
      },
    });
    expect(screen.getByRole('img', { name: 'A folded kente cloth.' })).toHaveAttribute(
      'src',
      'https://cdn.sanity.io/images/abc123/production/kente.jpg?rect=0,0,2000,1200&w=1000&auto=format',
    );
  });

  it('renders the rich body: headings, paragraphs, bold, links, lists and quotes', () => {
    renderPost();
    const article = screen.getByRole('article');
    expect(within(article).getByText(FIRST_PARAGRAPH)).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Wash them sooner, not later' })).toBeInTheDocument();
    expect(within(article).getByText('Never').tagName).toBe('STRONG');
    expect(within(article).getByRole('link', { name: 'prices' })).toHaveAttribute('href', '/pricing');
    const external = within(article).getByRole('link', { name: 'care label guide' });
    expect(external).toHaveAttribute('href', 'https://www.ginetex.net/care-labels');
    expect(external).toHaveAttribute('rel', 'noopener');
    const bullets = within(article).getAllByRole('listitem').filter((item) => !item.closest('[aria-label="Categories"]'));
    expect(bullets.map((item) => item.textContent)).toEqual(['Keep whites on their own', 'Dry them in the shade']);
    expect(within(article).getByText('A white shirt is only as white as its collar.').closest('blockquote')).not.toBeNull();
  });

  it('shows a picture of the body from Sanity\'s image CDN, sized by width, with its alt text and caption', () => {
    renderPost({
      _rawBody: [
        block('b0', 'normal', [span('b0s0', FIRST_PARAGRAPH)]),
        {
          _type: 'image',
          _key: 'i1',
          alt: 'Shirts drying in the shade.',
          caption: 'Dry whites in the shade, not the midday sun.',
          asset: { url: 'https://cdn.sanity.io/images/abc123/production/shade-2000x1500.jpg', metadata: { dimensions: { width: 2000, height: 1500 } } },
        },
        { _type: 'youtube', _key: 'x1', url: 'https://example.com/embed' },
      ],
    });
    const picture = screen.getByRole('img', { name: 'Shirts drying in the shade.' });
    const url = 'https://cdn.sanity.io/images/abc123/production/shade-2000x1500.jpg';
    expect(picture).toHaveAttribute('src', `${url}?w=1000&auto=format`);
    expect(picture).toHaveAttribute('srcset', `${url}?w=500&auto=format 500w, ${url}?w=1000&auto=format 1000w`);
    expect(picture).toHaveAttribute('height', '750');
    expect(picture.closest('figure')).toHaveTextContent('Dry whites in the shade, not the midday sun.');
    // A block the Studio does not allow (an embed) is left out, not drawn as data.
    expect(screen.getByRole('article')).not.toHaveTextContent('example.com');
  });

  it('lists the categories', () => {
    renderPost();
    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(within(categories).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Garment care', 'Whites']);
  });

  it('shows the post without an image, author, date or categories when it has none', () => {
    renderPost({ mainImage: null, author: null, publishedAt: null, categories: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to keep white clothes white in Accra');
    expect(screen.queryByRole('img', { name: /white shirt/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/By Akosua Mensah/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  describe('head', () => {
    it('names the post and the business, and describes it with the first paragraph, shortened', () => {
      renderHead();
      expect(document.title).toBe('How to keep white clothes white in Accra | Adom Laundry & Dry Cleaning');
      const description = meta('meta[name="description"]')!.getAttribute('content')!;
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/^White shirts, school uniforms and church clothes are the hardest things/);
      expect(description.endsWith('…')).toBe(true);
      expect(FIRST_PARAGRAPH.startsWith(description.slice(0, -1))).toBe(true);
    });

    it("gives the post's canonical URL and its Open Graph tags as an article with its picture", () => {
      renderHead();
      const url = `${SITE_URL}/blog/keeping-whites-white`;
      expect(meta('link[rel="canonical"]')).toHaveAttribute('href', url);
      expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      expect(meta('meta[property="og:url"]')).toHaveAttribute('content', url);
      expect(meta('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'How to keep white clothes white in Accra | Adom Laundry & Dry Cleaning',
      );
      expect(meta('meta[property="og:description"]')).toHaveAttribute(
        'content',
        meta('meta[name="description"]')!.getAttribute('content'),
      );
      expect(meta('meta[property="og:image"]')).toHaveAttribute(
        'content',
        // Resized for link previews, not the 2000 px original.
        'https://cdn.sanity.io/images/abc123/production/whites-2000x1200.jpg?w=1200&auto=format',
      );
    });

    it('describes the post with its first paragraph, not with a list item that comes before it', () => {
      renderHead({
        _rawBody: [
          { _type: 'block', _key: 'l1', style: 'normal', listItem: 'bullet', children: [{ _type: 'span', _key: 's1', text: 'Sort by colour' }] },
          { _type: 'block', _key: 'p1', style: 'normal', children: [{ _type: 'span', _key: 's2', text: 'Whites need care.' }] },
        ],
      });
      expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Whites need care.');
    });

    it("uses the editor's SEO title and description, or the excerpt, when set", () => {
      renderHead({ seo: { title: 'Whites, kept white', description: 'Six habits that keep whites white.' }, excerpt: 'Not this.' });
      expect(document.title).toBe('Whites, kept white | Adom Laundry & Dry Cleaning');
      expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Six habits that keep whites white.');
    });

    it('describes the post with its excerpt when there is no SEO description', () => {
      renderHead({ seo: { title: null, description: null }, excerpt: 'Collars and cuffs first.' });
      expect(document.title).toBe('How to keep white clothes white in Accra | Adom Laundry & Dry Cleaning');
      expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Collars and cuffs first.');
    });

    it("makes a local post's picture an absolute URL on the site", () => {
      renderHead({
        mainImage: {
          alt: 'A crisp white shirt.',
          asset: { url: '/images/blog/keeping-whites-white.webp', metadata: { dimensions: { width: 1000, height: 600 } } },
        },
      });
      expect(meta('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_URL}/images/blog/keeping-whites-white.webp`);
    });
  });
});
