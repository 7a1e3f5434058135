import * as React from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
  failed: boolean;
}

/** Shows the generic error screen instead of a blank page when a part of a page throws while rendering. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
