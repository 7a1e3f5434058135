import * as React from 'react';
import styled from 'styled-components';
import type { BlogPostSummary } from './blog-post-types';
import { PostCard } from './post-card';
import { CardGrid } from '@/design-system/CardGrid/CardGrid';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

/** The posts, newest first, or 'There are no blogs to show.' */
export function BlogList({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return <Empty>There are no blogs to show.</Empty>;
  return (
    <CardGrid $gap={6}>
      {posts.map((post, index) => (
        <li key={post._id}>
          <PostCard post={post} eager={index < 3} />
        </li>
      ))}
    </CardGrid>
  );
}
