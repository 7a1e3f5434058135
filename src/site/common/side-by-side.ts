import styled from 'styled-components';

/*
 * Words beside pictures (the About page's features, the Services page's blocks).
 * 1. Phones: the pictures below the words. Wide screens: side by side, the pictures on the
 *    right, or on the left when reversed (so a page's bands can alternate sides).
 */
export const SideBySide = styled.div<{ $reverse: boolean; /** The pictures' share of the row. */ $picturesWidth?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr ${({ $picturesWidth = '1fr' }) => $picturesWidth}; /* [1] */
    gap: ${({ theme }) => theme.space[16]};

    & > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)}; /* [1] */
    }
  }
`;

/** The words' side: a large heading and muted lead paragraphs. */
export const SideWords = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
