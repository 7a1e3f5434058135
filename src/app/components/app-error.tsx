import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { paths } from '@/lib/paths';

export interface AppErrorScreenProps {
  /** '404 Not Found', or the message of what went wrong. */
  detail: string;
}

/**
 * The router's fallback (SPEC §8): 'Unexpected Application Error!' with the status text or the
 * error's message, for an unknown /app path or a screen that crashed.
 */
export function AppErrorScreen({ detail }: AppErrorScreenProps) {
  return (
    <Screen role="alert">
      <h1>Unexpected Application Error!</h1>
      <Detail>{detail}</Detail>
      <Link to={paths.app.dashboard}>Go to your dashboard</Link>
    </Screen>
  );
}

/** An unmatched /app path. */
export function NotFoundScreen(_props: { default?: boolean; path?: string }) {
  return <AppErrorScreen detail="404 Not Found" />;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a crashed screen so the customer gets the error screen instead of a blank page. */
export class AppErrorBoundary extends React.Component<{ children: React.ReactNode; resetKey?: string }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (this.state.error) return <AppErrorScreen detail={this.state.error.message || 'Something went wrong.'} />;
    return this.props.children;
  }
}

const Screen = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
`;

const Detail = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
