import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';
import { formatDate } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import type { BlogPost } from '@/site/blog/blog-post-types';
import { PostBody } from '@/site/blog/post-body';
import { Byline } from '@/site/blog/post-card';
import { heightAt, POST_IMAGE_WIDTH, sanityImageUrl, shareImageUrl } from '@/site/blog/sanity-image';
import { Icon } from '@/site/common/icon';
import { Layout } from '@/site/layout/layout';
import { Seo } from '@/site/seo/seo';

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space[10]} 0 ${theme.space[20]}`};

  h1 {
    margin: ${({ theme }) => `${theme.space[4]} 0`};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    letter-spacing: -0.02em;

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  svg {
    transform: rotate(180deg);
  }
`;

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Figure = styled.figure`
  margin: ${({ theme }) => `${theme.space[8]} 0`};

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.xl};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

interface PostData {
  sanityPost: BlogPost;
}

/** One blog post: title, author and date, main image (1000 px wide) and the rich body. */
export default function BlogPostTemplate({ data }: PageProps<PostData>) {
  const post = data.sanityPost;
  const image = post.mainImage?.asset;
  return (
    <Layout>
      <Container width="narrow">
        <Article>
          <BackLink to={paths.blog}>
            <Icon name="arrowRight" size={18} />
            All posts
          </BackLink>
          <h1>{post.title}</h1>
          <Byline>
            {post.author?.name && <>By {post.author.name}</>}
            {post.author?.name && post.publishedAt && ' · '}
            {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
          </Byline>
          {image && (
            <Figure>
              <img
                src={sanityImageUrl(image.url, POST_IMAGE_WIDTH)}
                alt={post.mainImage?.alt ?? ''}
                width={POST_IMAGE_WIDTH}
                height={heightAt(POST_IMAGE_WIDTH, image.metadata?.dimensions)}
                fetchPriority="high"
              />
            </Figure>
          )}
          {post._rawBody && <PostBody blocks={post._rawBody} />}
          {post.categories && post.categories.length > 0 && (
            <Categories aria-label="Categories">
              {post.categories.map((category) => (
                <li key={category.title}>{category.title}</li>
              ))}
            </Categories>
          )}
        </Article>
      </Container>
    </Layout>
  );
}

/**
 * The first paragraph of the body, shortened: the post's description for search results. A list
 * item is a 'normal' block too in Portable Text, so blocks with a listItem are skipped.
 */
function summary(post: BlogPost): string {
  const first = (post._rawBody ?? []).find(
    (block): block is { style?: string; listItem?: string; children?: { text?: string }[] } =>
      typeof block === 'object' &&
      block !== null &&
      (block as { style?: string }).style === 'normal' &&
      !(block as { listItem?: string }).listItem,
  );
  const text = (first?.children ?? []).map((child) => child.text ?? '').join('');
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** The editor's SEO title and description when set; otherwise the post's title and its excerpt or first paragraph. */
export const Head = ({ data }: HeadProps<PostData>) => (
  <Seo
    title={data.sanityPost.seo?.title || data.sanityPost.title}
    description={data.sanityPost.seo?.description || data.sanityPost.excerpt || summary(data.sanityPost)}
    path={paths.blogPost(data.sanityPost.slug.current)}
    image={data.sanityPost.mainImage?.asset?.url && shareImageUrl(data.sanityPost.mainImage.asset.url)}
    type="article"
  />
);

export const query = graphql`
  query BlogPost($id: String!) {
    sanityPost(id: { eq: $id }) {
      ...BlogPostSummaryFields
      categories {
        title
      }
      excerpt
      seo {
        title
        description
      }
      _rawBody(resolveReferences: { maxDepth: 3 })
    }
  }
`;
