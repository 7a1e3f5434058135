import { css } from 'styled-components';

/*
 * Hides text on screen but keeps it in the accessibility tree (labels, status text).
 * 1. The 1px box and negative margin are the accessibility pattern itself, not a visual measure:
 *    zero-sized or display:none text is skipped by some screen readers.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px; /* [1] */
  height: 1px; /* [1] */
  margin: -1px; /* [1] */
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
