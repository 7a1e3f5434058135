import styled, { css } from 'styled-components';

/** How many cards a row holds at its widest: 3 from large screens, or 4 from extra-large ones. */
export type CardGridColumns = 3 | 4;

export interface CardGridProps {
  /** 3 (services, posts) or 4 (the packages). Phones show one card a row, tablets two. */
  $columns?: CardGridColumns;
  /** The space between cards, a step of the spacing scale. */
  $gap?: 5 | 6;
}

const widest = {
  3: css`
    ${({ theme }) => theme.media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  4: css`
    ${({ theme }) => theme.media.xl} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  `,
};

/** A list of cards in a responsive grid (render the cards as its `li` children). */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  gap: ${({ theme, $gap = 5 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ $columns = 3 }) => widest[$columns]}
`;
CardGrid.displayName = 'CardGrid';
