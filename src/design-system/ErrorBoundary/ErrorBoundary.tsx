import * as React from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of a screen that crashed, given what went wrong. */
  fallback: (error: Error) => React.ReactNode;
  /** Changes when the person navigates (the path): the next screen gets a fresh start. */
  resetKey?: string;
  /** The screen it guards. */
  children: React.ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Catches a screen that crashed while rendering and shows `fallback` in its place, so people keep
 * the frame and its navigation instead of a blank page. A class: React has no hook for this.
 * It draws nothing of its own, so it has no `data-ui`; the fallback carries its own.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static displayName = 'ErrorBoundary';

  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    // The browser console is where a developer looks for what the fallback hides.
    console.error(error);
  }

  render() {
    if (this.state.error) return this.props.fallback(this.state.error);
    return this.props.children;
  }
}
