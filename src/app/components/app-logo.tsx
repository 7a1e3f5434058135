import * as React from 'react';
import styled from 'styled-components';

/** The business's wordmark: a water drop and the name. */
export function AppLogo() {
  return (
    <Wordmark>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M12 2C9 6.5 5 10.6 5 14.5a7 7 0 0 0 14 0C19 10.6 15 6.5 12 2z" fill="currentColor" />
        <path d="M9 15.5a3 3 0 0 0 3 3" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>
        Adom <Light>Laundry</Light>
      </span>
    </Wordmark>
  );
}

const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

const Light = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
