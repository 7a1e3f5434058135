import styled, { css, type DefaultTheme } from 'styled-components';

/** The look of a button: what it does decides its colour. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';
/** Height and text size of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

type Colours = { bg: string; fg: string; border: string; hoverBg: string; hoverFg?: string };

const variantColours = (theme: DefaultTheme): Record<ButtonVariant, Colours> => {
  const c = theme.colors;
  return {
    primary: { bg: c.primary, fg: c.onPrimary, border: c.primary, hoverBg: c.primaryHover },
    secondary: { bg: c.surface, fg: c.primary, border: c.primary, hoverBg: c.primarySoft },
    ghost: { bg: 'transparent', fg: c.primary, border: 'transparent', hoverBg: c.primarySoft },
    danger: { bg: c.danger, fg: c.onPrimary, border: c.danger, hoverBg: c.dangerHover },
    success: { bg: c.success, fg: c.onPrimary, border: c.success, hoverBg: c.successHover },
  };
};

const sizes = {
  sm: css`
    min-height: ${({ theme }) => theme.space[8]};
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.space[10]};
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.space[12]};
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

export interface ButtonRootProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $disabled: boolean;
  $loading: boolean;
}

/*
 * 1. The same rules style a <button> and an <a> (a link that looks like a button): reset the
 *    anchor's underline and the button's font so both look alike.
 * 2. A disabled button keeps its own colours and fades back, so the paid booking's disabled
 *    green PAID button still reads as green.
 * 3. Hover only where a pointer can hover, so a tap on a phone does not leave a stuck hover colour.
 */
export const ButtonRoot = styled.button<ButtonRootProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  border-width: ${({ theme }) => theme.borderWidths.medium};
  border-style: solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit; /* [1] */
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none; /* [1] */
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease-out,
    color ${({ theme }) => theme.durations.fast} ease-out;
  ${({ $size }) => sizes[$size]}
  ${({ theme, $variant }) => {
    const v = variantColours(theme)[$variant];
    return css`
      background-color: ${v.bg};
      color: ${v.fg};
      border-color: ${v.border};
      @media (hover: hover) {
        &:hover:not([aria-disabled='true']):not(:disabled) {
          background-color: ${v.hoverBg}; /* [3] */
        }
      }
    `;
  }}

  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.borderWidths.medium};
  }

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: ${theme.opacities.disabled}; /* [2] */
    `}

  ${({ $loading }) =>
    $loading &&
    css`
      cursor: progress;
    `}
`;
