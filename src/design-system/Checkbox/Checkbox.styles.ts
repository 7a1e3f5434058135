import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/*
 * 1. The browser's own checkbox, tinted with the brand colour: it keeps every platform's keyboard,
 *    touch and high-contrast behaviour without redrawing the box.
 */
export const CheckboxInput = styled.input<{ $invalid: boolean }>`
  flex-shrink: 0;
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary}; /* [1] */
  cursor: pointer;
  outline: ${({ theme, $invalid }) =>
    $invalid ? `${theme.borderWidths.medium} solid ${theme.colors.danger}` : 'none'};
  outline-offset: ${({ theme }) => theme.borderWidths.thin};

  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;
