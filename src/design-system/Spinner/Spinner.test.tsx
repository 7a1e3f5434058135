import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { theme } from '../tokens';
import * as stories from './Spinner.stories';

const { Default, Large, Playground, OnPrimary } = composeStories(stories);

describe('Spinner', () => {
  it('announces loading to screen readers with a hidden label', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading$/);
    expect(status).toHaveAttribute('data-ui', 'spinner');
  });

  it('turns in the brand teal on a page and in the surrounding text colour inside a button', () => {
    const { unmount } = render(<Default />, { wrapper: ThemeProvider });
    expect(screen.getByRole('status')).toHaveStyle({ color: theme.colors.primary });
    unmount();
    render(<OnPrimary />, { wrapper: ThemeProvider });
    expect(screen.getByRole('status')).toHaveStyle({ color: theme.colors.onPrimary });
  });

  it('says what is loading when given a label', () => {
    render(<Large />, { wrapper: ThemeProvider });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings');
  });

  it('stays silent when decorative, so a busy button is not announced twice', () => {
    const { container } = render(<Playground decorative />, { wrapper: ThemeProvider });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-ui="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
