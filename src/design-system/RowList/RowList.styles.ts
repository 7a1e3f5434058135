import { Link } from 'gatsby';
import styled from 'styled-components';

export const RowListRoot = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const RowItem = styled.li`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/*
 * 1. The free space goes to the text; below 12 rem the actions wrap under it instead of squeezing it.
 */
export const RowMainBox = styled.div`
  flex: 1 1 12rem; /* [1] */
  min-width: 0;
  overflow-wrap: anywhere;
`;

/*
 * 1. The link's box is stretched over the row (which is positioned), so the whole row is its hit
 *    area: easier to tap on a phone, and still one link for a screen reader.
 */
export const RowLinkText = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  &::after {
    content: ''; /* [1] */
    position: absolute; /* [1] */
    inset: 0; /* [1] */
  }
`;

export const RowTitleText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0;
`;

export const RowMetaText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0;
`;
