import styled, { css, type DefaultTheme } from 'styled-components';

/** The border a control draws: neutral, red when wrong, green when confirmed. */
export type FieldState = 'default' | 'error' | 'success';

export const FieldRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.danger};
`;

const stateColour = (theme: DefaultTheme, state: FieldState) =>
  state === 'error' ? theme.colors.danger : state === 'success' ? theme.colors.success : undefined;

/*
 * The box of a text input or select, shared so both line up in a form.
 * 1. 16px text stops iOS Safari from zooming into the field on focus.
 * 2. A red or green state is drawn twice as thick (border plus an inset ring) so it is noticed
 *    without the box changing size.
 * 3. The state colour stays while typing; the focus ring around it shows where the caret is.
 */
export const controlBox = css<{ $state: FieldState }>`
  width: 100%;
  min-height: ${({ theme }) => theme.space[12]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $state }) => stateColour(theme, $state) ?? theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}; /* [1] */
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme, $state }) => stateRing(theme, $state)}; /* [2] */
  transition:
    border-color ${({ theme }) => theme.durations.fast} ease-out,
    box-shadow ${({ theme }) => theme.durations.fast} ease-out;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkSubtle};
  }

  &:focus {
    outline: none;
    border-color: ${({ theme, $state }) => stateColour(theme, $state) ?? theme.colors.primary}; /* [3] */
    box-shadow: ${({ theme, $state }) =>
      $state === 'default'
        ? theme.shadows.focus
        : `${stateRing(theme, $state)}, ${theme.shadows.focus}`};
  }

  &:disabled {
    cursor: not-allowed;
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkSubtle};
  }
`;

const stateRing = (theme: DefaultTheme, state: FieldState) => {
  const colour = stateColour(theme, state);
  return colour ? `inset 0 0 0 ${theme.borderWidths.thin} ${colour}` : 'none';
};
