import styled, { type DefaultTheme } from 'styled-components';
import type { StatusTone } from '@laundry-accra/domain/status-looks';

/** Text, background and dot colours of a status tone. */
export const toneColours = (theme: DefaultTheme, tone: StatusTone) => {
  const c = theme.colors;
  // Text on the soft background passes WCAG AA (checked in Badge.test.tsx); the dot carries the
  // brighter colour the customer remembers ("the yellow one") and is decorative.
  return {
    warning: { fg: c.warning, bg: c.warningSoft, dot: c.accent },
    success: { fg: c.success, bg: c.successSoft, dot: c.success },
    primary: { fg: c.primary, bg: c.primarySoft, dot: c.primary },
    danger: { fg: c.danger, bg: c.dangerSoft, dot: c.danger },
    neutral: { fg: c.inkMuted, bg: c.surfaceSunken, dot: c.borderStrong },
  }[tone];
};

export const BadgeRoot = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  color: ${({ theme, $tone }) => toneColours(theme, $tone).fg};
  background-color: ${({ theme, $tone }) => toneColours(theme, $tone).bg};
`;

export const BadgeDot = styled.span<{ $tone: StatusTone }>`
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme, $tone }) => toneColours(theme, $tone).dot};
  flex-shrink: 0;
`;
