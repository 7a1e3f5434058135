import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { theme } from '../tokens';
import * as stories from './Section.stories';

const { Default, Brand, Untitled } = composeStories(stories);

describe('Section', () => {
  it('is a region named by its heading', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const region = screen.getByRole('region', { name: 'Three steps to a fresh wardrobe' });
    expect(region).toHaveAttribute('data-ui', 'section');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Three steps to a fresh wardrobe');
    expect(screen.getByText('How it works')).toBeInTheDocument();
    expect(screen.getByText(/Book a pickup/)).toBeInTheDocument();
  });

  it('puts white text on the brand colour', () => {
    render(<Brand />, { wrapper: ThemeProvider });
    expect(screen.getByRole('region')).toHaveStyle({
      backgroundColor: theme.colors.primary,
      color: theme.colors.onPrimary,
    });
  });

  it('has no heading or name when untitled', () => {
    const { container } = render(<Untitled />, { wrapper: ThemeProvider });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  });
});
