import styled from 'styled-components';

/*
 * 1. Labels take the width of the longest one, but at least 8 rem so short ones line up with long ones.
 * 2. On the smallest screens each label sits above its value: side by side, a long value (a
 *    status badge) would push the list wider than the screen.
 */
export const DetailListRoot = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr; /* [1] */
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.smallestPhone} {
    grid-template-columns: minmax(0, 1fr); /* [2] */
    row-gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space[3]};
    }
  }
`;
