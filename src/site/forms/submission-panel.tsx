import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { Icon } from '@/site/common/icon';
import type { SubmissionStatus } from './use-submission';

const Panel = styled.div<{ $tone: 'neutral' | 'error' | 'success' }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerSoft : $tone === 'success' ? theme.colors.successSoft : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.ink)};
  text-align: center;
  /* The fixed header (at its tallest) and a little air stay above the panel when it is scrolled to. */
  scroll-margin-top: calc(${({ theme }) => theme.sizes.topBarTall} + ${({ theme }) => theme.space[4]});

  p {
    max-width: 30rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  svg {
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : 'currentColor')};
  }
`;

/** The failure message of SPEC §8, verbatim. */
export const FAILURE_MESSAGE = 'Oops...Something went wrong.';

/**
 * What a site form shows instead of its fields while sending, after a failure (with Try Again) and
 * after success (the thank-you message). Nothing while the form itself is shown.
 */
export function SubmissionPanel({ status, onTryAgain }: { status: SubmissionStatus; onTryAgain: () => void }) {
  const panel = React.useRef<HTMLDivElement>(null);
  // The panel replaces a taller form, so the page may now end above where the visitor was looking:
  // bring the new message into view, below the fixed header (scroll-margin-top).
  React.useEffect(() => {
    if (status === 'empty') return;
    const element = panel.current;
    if (!element || typeof element.scrollIntoView !== 'function') return;
    const { top, bottom } = element.getBoundingClientRect();
    const headerBottom = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (top < headerBottom || bottom > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, [status]);

  if (status === 'submitting') {
    return (
      <Panel ref={panel} $tone="neutral">
        <Spinner size="lg" label="Sending your request" />
        <p>Sending…</p>
      </Panel>
    );
  }
  if (status === 'error') {
    return (
      <Panel ref={panel} $tone="error" role="alert">
        <p>{FAILURE_MESSAGE}</p>
        <Button type="button" onClick={onTryAgain}>
          Try Again
        </Button>
      </Panel>
    );
  }
  if (status === 'success') {
    return (
      <Panel ref={panel} $tone="success" role="status">
        <Icon name="check" size={40} />
        <p>
          <strong>Thank you! We have received your request.</strong> Please check your email for a confirmation.
          We will be in touch shortly to process your request and arrange our services.
        </p>
      </Panel>
    );
  }
  return null;
}
