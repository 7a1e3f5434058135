import styled, { css } from 'styled-components';

/** A span reads within the line and a paragraph on its own; `$block` puts a span on its own line too. */
export const CaptionRoot = styled.span<{ $block: boolean }>`
  ${({ $block }) =>
    $block &&
    css`
      display: block;
    `}
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
