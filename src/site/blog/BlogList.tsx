import * as React from 'react';
import styled from 'styled-components';
import type { BlogPostSummary } from './blog-post-types';
import { PostCard } from './PostCard';
import { theme } from '../../design-system/tokens';

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.lg};
  text-align: center;
`;

/** The posts, newest first, or 'There are no blogs to show.' */
export function BlogList({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return <Empty>There are no blogs to show.</Empty>;
  return (
    <Grid>
      {posts.map((post, index) => (
        <li key={post._id}>
          <PostCard post={post} eager={index < 3} />
        </li>
      ))}
    </Grid>
  );
}
