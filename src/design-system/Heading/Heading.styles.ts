import styled, { css } from 'styled-components';

/** The heading levels the app's screens use: 1 for the screen's title, 2 for a part of it. */
export type HeadingLevel = 1 | 2;

const levels = {
  1: css`
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin: 0;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  `,
  2: css`
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[4]};
  `,
};

export const HeadingText = styled.h2<{ $level: HeadingLevel }>`
  ${({ $level }) => levels[$level]}
`;
