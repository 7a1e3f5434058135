import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { BlogPostSummary } from './blog-post-types';
import { blogImage, kentePost, whitesPost } from '@/site/testing/blog-posts';
import { BlogList } from './blog-list';

/** Two posts, newest first: one picture on Sanity's CDN, one among the site's own files. */
const posts: BlogPostSummary[] = [
  kentePost,
  {
    ...whitesPost,
    mainImage: blogImage(
      'A crisp white shirt on a hanger against a teal wall.',
      '/images/blog/keeping-whites-white.webp',
      1000,
      600,
    ),
  },
];

describe('BlogList', () => {
  it('shows a card per post, in the order given', () => {
    render(<BlogList posts={posts} />, { wrapper: ThemeProvider });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Caring for kente and other hand-woven cloth',
      'How to keep white clothes white in Accra',
    ]);
  });

  it("shows each post's picture, title (linking to the post), author and date", () => {
    render(<BlogList posts={posts} />, { wrapper: ThemeProvider });
    const [kente, whites] = screen.getAllByRole('article');

    const kenteImage = within(kente).getByRole('img', { name: 'A folded kente cloth in gold and green.' });
    expect(kenteImage).toHaveAttribute(
      'src',
      'https://cdn.sanity.io/images/abc123/production/kente-2000x1000.jpg?w=600&auto=format',
    );
    expect(within(kente).getByRole('link', { name: 'Caring for kente and other hand-woven cloth' })).toHaveAttribute(
      'href',
      '/blog/caring-for-kente',
    );
    expect(within(kente).getByText(/By Kwame Owusu/)).toHaveTextContent('By Kwame Owusu · September 21, 2023');
    expect(within(kente).getByText('September 21, 2023')).toHaveAttribute('datetime', '2023-09-21');

    expect(within(whites).getByRole('img', { name: 'A crisp white shirt on a hanger against a teal wall.' })).toHaveAttribute(
      'src',
      '/images/blog/keeping-whites-white.webp?w=600&auto=format',
    );
    expect(within(whites).getByRole('link', { name: 'How to keep white clothes white in Accra' })).toHaveAttribute(
      'href',
      '/blog/keeping-whites-white',
    );
    expect(within(whites).getByText(/By Akosua Mensah/)).toHaveTextContent('By Akosua Mensah · August 14, 2023');
  });

  it('reserves each picture its space at the proportions of the original', () => {
    render(<BlogList posts={posts} />, { wrapper: ThemeProvider });
    const [kente, whites] = screen.getAllByRole('img');
    expect([kente.getAttribute('width'), kente.getAttribute('height')]).toEqual(['600', '300']);
    expect([whites.getAttribute('width'), whites.getAttribute('height')]).toEqual(['600', '360']);
  });

  it('leaves out what a post does not have: no picture, no author, no date', () => {
    const bare: BlogPostSummary = {
      ...posts[0],
      _id: 'post-bare',
      title: 'A post with only a title',
      slug: { current: 'bare' },
      mainImage: null,
      author: null,
      publishedAt: null,
    };
    render(<BlogList posts={[bare]} />, { wrapper: ThemeProvider });
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'A post with only a title' })).toHaveAttribute('href', '/blog/bare');
    expect(card).not.toHaveTextContent(/By |·/);
  });

  it("says 'There are no blogs to show.' when there are no posts", () => {
    render(<BlogList posts={[]} />, { wrapper: ThemeProvider });
    expect(screen.getByText('There are no blogs to show.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
