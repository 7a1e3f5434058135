import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Heading } from '@/design-system/Heading/Heading';
import { paths } from '@/lib/paths';

/** A console page that cannot be shown: an unknown path, a crashed screen, a page for admins only. */
export function ConsoleMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <Box role="alert">
      <Heading level={1}>{title}</Heading>
      <p>{detail}</p>
      <Link to={paths.ops.today}>Back to Today</Link>
    </Box>
  );
}

/** An unmatched /ops path. */
export function ConsoleNotFound(_props: { default?: boolean }) {
  return <ConsoleMessage title="Page not found" detail="There is no such page in the console." />;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a crashed screen so staff get a message and the navigation, not a blank page. */
export class ConsoleErrorBoundary extends React.Component<{ children: React.ReactNode; resetKey?: string }, BoundaryState> {
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
    if (this.state.error) {
      return <ConsoleMessage title="Something went wrong" detail={this.state.error.message || 'This page failed to load.'} />;
    }
    return this.props.children;
  }
}

const Box = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[6]} 0;
`;
