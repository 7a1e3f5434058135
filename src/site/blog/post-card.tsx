import { Link } from 'gatsby';
import * as React from 'react';
import styled from 'styled-components';
import { formatDate } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import type { BlogPostSummary } from './blog-post-types';
import { CARD_IMAGE_WIDTH, heightAt, hotspotPosition, sanityImageUrl } from './sanity-image';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition: transform ${({ theme }) => theme.durations.normal} ease-out;

  &:hover {
    transform: translateY(-2px);
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 5 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/*
 * 1. The title's link covers the whole card, so the card is one large target with one link name.
 */
const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0; /* [1] */
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One post in the blog list: picture, title, author and date, linking to the post. */
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const image = post.mainImage?.asset;
  return (
    <Card data-ui="post-card">
      {image && (
        <img
          src={sanityImageUrl(image.url, CARD_IMAGE_WIDTH)}
          alt={post.mainImage?.alt ?? ''}
          width={CARD_IMAGE_WIDTH}
          height={heightAt(CARD_IMAGE_WIDTH, image.metadata?.dimensions)}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={hotspotPosition(post.mainImage?.hotspot)}
        />
      )}
      <Body>
        <h2>
          <TitleLink to={paths.blogPost(post.slug.current)}>{post.title}</TitleLink>
        </h2>
        <Byline>
          {post.author?.name && <>By {post.author.name}</>}
          {post.author?.name && post.publishedAt && ' · '}
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
        </Byline>
      </Body>
    </Card>
  );
}
