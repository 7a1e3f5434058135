import styled from 'styled-components';

/** Steps of the spacing scale a row of buttons may use between its buttons. */
export type ButtonRowGap = 2 | 3;

export const ButtonRowRoot = styled.div<{ $gap: ButtonRowGap; $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
