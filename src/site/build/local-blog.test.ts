import { sanityShapedNodes, type LocalPostSource } from './local-blog';

const post: LocalPostSource = {
  title: 'Caring for kente',
  slug: 'caring-for-kente',
  publishedAt: new Date('2023-09-21T00:00:00Z'),
  author: { name: 'Kwame Owusu' },
  mainImage: { url: '/images/blog/caring-for-kente.webp', width: 1000, height: 600, alt: 'A folded kente cloth.' },
  categories: ['Garment care', 'Traditional wear'],
  body: '## Never machine wash\n\nHand-woven kente should be dry cleaned.',
};

describe('sanityShapedNodes', () => {
  const nodes = sanityShapedNodes(post, (seed) => `node-${seed}`);
  const byType = (type: string) => nodes.filter((node) => node.internal.type === type);

  it('makes the author, categories and image asset nodes gatsby-source-sanity would', () => {
    expect(byType('SanityAuthor')).toEqual([{ id: 'node-author-kwame-owusu', _id: 'author-kwame-owusu', name: 'Kwame Owusu', internal: { type: 'SanityAuthor' } }]);
    expect(byType('SanityCategory').map((node) => node.title)).toEqual(['Garment care', 'Traditional wear']);
    expect(byType('SanityImageAsset')[0]).toMatchObject({
      url: '/images/blog/caring-for-kente.webp',
      metadata: { dimensions: { width: 1000, height: 600 } },
    });
  });

  it('makes a SanityPost linking to them, with its slug, dates and Portable Text body', () => {
    const [postNode] = byType('SanityPost');
    expect(postNode).toMatchObject({
      _type: 'post',
      title: 'Caring for kente',
      slug: { current: 'caring-for-kente' },
      publishedAt: '2023-09-21',
      _createdAt: '2023-09-21',
      author: 'node-author-kwame-owusu',
      categories: ['node-category-garment-care', 'node-category-traditional-wear'],
      mainImage: { asset: 'node-image-caring-for-kente', alt: 'A folded kente cloth.' },
    });
    expect((postNode._rawBody as { style: string }[]).map((block) => block.style)).toEqual(['h2', 'normal']);
  });
});
