import * as React from 'react';
import styled from 'styled-components';

const Mark = () => (
  <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="16" fill="currentColor" />
    <path d="M32 12 C40 24 46 31 46 39 A14 14 0 0 1 18 39 C18 31 24 24 32 12Z" fill="#f2b33d" />
    <path d="M26 40 a6 6 0 0 0 6 6" stroke="currentColor" strokeWidth="3.5" fill="none" strokeLinecap="round" />
  </svg>
);

const Wordmark = styled.span`
  display: grid;
  line-height: 1.05;
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

const Trade = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const LogoRoot = styled.span<{ $inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onPrimary : theme.colors.primary)};

  svg {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.primaryHover : theme.colors.primary)};
    flex-shrink: 0;
  }
`;

/** The business's mark (a drop of water with the sun's colour) and name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <LogoRoot $inverse={inverse}>
      <Mark />
      <Wordmark>
        <Name>Adom Laundry</Name>
        <Trade>&amp; Dry Cleaning</Trade>
      </Wordmark>
    </LogoRoot>
  );
}
