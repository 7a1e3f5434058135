/**
 * The checkout's radio choices drawn as cards (pickup days and windows, Standard or Express): the
 * group, its name, a card that is the radio's label, and the radio itself, hidden but focusable.
 */
import styled, { css } from 'styled-components';
import { visuallyHidden } from '@/design-system/visuallyHidden';

export const ChoiceGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export const ChoiceLegend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

/** A card whose whole face picks its radio: outlined when chosen, dashed when it cannot be. */
export const Choice = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      background: ${theme.colors.surfaceSunken};
      color: ${theme.colors.inkSubtle};
      border-style: dashed;
    `}
`;

export const Radio = styled.input.attrs({ type: 'radio' })`
  ${visuallyHidden}
`;
