/**
 * The offline blog: posts written in content/blog/*.yaml become the same nodes gatsby-source-sanity
 * creates from Sanity (SanityPost, SanityAuthor, SanityCategory, SanityImageAsset), so the blog
 * list and src/templates/blog-post.tsx query one shape whichever source built them.
 */
import { markdownToPortableText } from './markdown-to-portable-text';

/** A post as written in content/blog/<slug>.yaml. */
export interface LocalPostSource {
  title: string;
  slug: string;
  /** ISO date, e.g. 2024-05-02. */
  publishedAt: string | Date;
  author: { name: string };
  mainImage: { url: string; width: number; height: number; alt: string };
  /** One or two sentences: the post's description in search results. */
  excerpt?: string;
  categories?: string[];
  /** Markdown (see markdown-to-portable-text.ts for what is supported). */
  body: string;
}

/** The types gatsby-source-sanity would define, limited to the fields the site reads. */
export const SANITY_SHAPED_TYPES = `
  type SanityPost implements Node @dontInfer {
    _id: String
    _type: String
    _createdAt: Date @dateformat
    title: String
    slug: SanitySlug
    publishedAt: Date @dateformat
    author: SanityAuthor @link
    mainImage: SanityImage
    categories: [SanityCategory] @link
    excerpt: String
    seo: SanitySeo
    _rawBody(resolveReferences: SanityResolveReferencesConfiguration): JSON
  }
  input SanityResolveReferencesConfiguration { maxDepth: Int! }
  type SanitySlug { current: String }
  type SanitySeo { title: String, description: String }
  type SanityImage { asset: SanityImageAsset @link, alt: String, hotspot: SanityImageHotspot }
  type SanityImageHotspot { x: Float, y: Float, height: Float, width: Float }
  type SanityImageAsset implements Node @dontInfer { url: String, metadata: SanityImageMetadata }
  type SanityImageMetadata { dimensions: SanityImageDimensions }
  type SanityImageDimensions { width: Float, height: Float, aspectRatio: Float }
  type SanityAuthor implements Node @dontInfer { _id: String, name: String }
  type SanityCategory implements Node @dontInfer { _id: String, title: String }
`;

/** A node ready for Gatsby's createNode (internal.contentDigest added by the caller). */
export interface SanityShapedNode {
  id: string;
  internal: { type: string };
  [field: string]: unknown;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/**
 * The nodes one local post becomes: its author, categories and image asset, then the post that
 * links to them by node id (what gatsby-source-sanity's references resolve to).
 */
export function sanityShapedNodes(
  post: LocalPostSource,
  createNodeId: (seed: string) => string,
): SanityShapedNode[] {
  const authorId = `author-${slugOf(post.author.name)}`;
  const author = { id: createNodeId(authorId), _id: authorId, name: post.author.name, internal: { type: 'SanityAuthor' } };
  const categories = (post.categories ?? []).map((title) => {
    const categoryId = `category-${slugOf(title)}`;
    return { id: createNodeId(categoryId), _id: categoryId, title, internal: { type: 'SanityCategory' } };
  });
  const { url, width, height, alt } = post.mainImage;
  const assetId = `image-${post.slug}`;
  const asset = {
    id: createNodeId(assetId),
    _id: assetId,
    url,
    metadata: { dimensions: { width, height, aspectRatio: width / height } },
    internal: { type: 'SanityImageAsset' },
  };
  const postId = `post-${post.slug}`;
  // YAML reads an unquoted 2024-05-02 as a Date: keep the calendar day either way.
  const publishedAt = new Date(post.publishedAt).toISOString().slice(0, 10);
  const postNode = {
    id: createNodeId(postId),
    _id: postId,
    _type: 'post',
    _createdAt: publishedAt,
    title: post.title,
    slug: { _type: 'slug', current: post.slug },
    publishedAt,
    author: author.id,
    mainImage: { _type: 'image', asset: asset.id, alt },
    categories: categories.map((category) => category.id),
    excerpt: post.excerpt ?? null,
    _rawBody: markdownToPortableText(post.body),
    internal: { type: 'SanityPost' },
  };
  return [author, ...categories, asset, postNode];
}
