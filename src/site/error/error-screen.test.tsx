import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { ErrorBoundary } from './error-boundary';
import { describeError, ErrorScreen } from './error-screen';

function Broken(): React.ReactNode {
  throw new Error('Cannot read the price list');
}

describe('ErrorScreen', () => {
  it('names an HTTP-like status by its text, anything else by its message', () => {
    expect(describeError({ status: 403, statusText: 'Forbidden' })).toBe('403 Forbidden');
    expect(describeError(new Error('Boom'))).toBe('Boom');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError(undefined)).toBe('Something went wrong.');
  });

  it("shows 'Unexpected Application Error!' with what happened", () => {
    render(<ErrorScreen error={{ status: 405, statusText: 'Method Not Allowed' }} />, { wrapper: ThemeProvider });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('405 Method Not Allowed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('replaces a part of a page that throws while rendering', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { wrapper: ThemeProvider },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Cannot read the price list')).toBeInTheDocument();
    logged.mockRestore();
  });
});
