import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from '../visuallyHidden';

/** Spinner diameters. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = {
  sm: css`
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    border-width: ${({ theme }) => theme.borderWidths.medium};
  `,
  md: css`
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
    border-width: ${({ theme }) => theme.borderWidths.medium};
  `,
  lg: css`
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
    border-width: ${({ theme }) => theme.borderWidths.thick};
  `,
};

/** The ring's colour: the brand teal on a page, or the text colour around it (inside a button). */
export type SpinnerTone = 'brand' | 'inherit';

export const SpinnerRoot = styled.span<{ $tone: SpinnerTone }>`
  display: inline-flex;
  ${({ theme, $tone }) => $tone === 'brand' && `color: ${theme.colors.primary};`}
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  flex-shrink: 0;
`;

/*
 * 1. currentColor: the root's colour, which is the brand teal or the text around it.
 * 2. The open quarter keeps the ring recognisable as "busy" even when reduced motion stops it.
 */
export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: block;
  border-style: solid;
  border-color: currentColor; /* [1] */
  border-right-color: transparent; /* [2] */
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.8s linear infinite;
  ${({ $size }) => sizes[$size]}

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

export const SpinnerLabel = styled.span`
  ${visuallyHidden}
`;
