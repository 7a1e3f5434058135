import styled, { css } from 'styled-components';

/** How wide a card may grow: the whole column, or a readable form's width. */
export type CardWidth = 'full' | 'form';

export const CardRoot = styled.section<{ $width: CardWidth }>`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
  ${({ $width }) =>
    $width === 'form' &&
    css`
      max-width: ${({ theme }) => theme.sizes.form};
    `}
`;
