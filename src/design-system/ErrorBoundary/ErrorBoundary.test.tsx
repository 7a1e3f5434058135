import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './ErrorBoundary.stories';

const { Default, Playground } = composeStories(stories);

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary both report the crash; the test only needs the screen.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the fallback with what went wrong instead of the crashed screen', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong: The bookings could not be drawn.');
  });

  it('shows the screen itself when nothing crashed', () => {
    render(<Playground>Your bookings.</Playground>, { wrapper: ThemeProvider });
    expect(screen.getByText('Your bookings.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the next screen a fresh start when the path changes', () => {
    const { rerender } = render(<Default />, { wrapper: ThemeProvider });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Default resetKey="/app/addresses">Your addresses.</Default>);
    expect(screen.getByText('Your addresses.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
