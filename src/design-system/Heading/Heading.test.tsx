import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { fontSizes } from '../tokens';
import * as stories from './Heading.stories';

const { Default, Playground, ScreenTitle } = composeStories(stories);

describe('Heading', () => {
  it('is a second-level heading by default, for a part of a screen', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const heading = screen.getByRole('heading', { level: 2, name: 'Recent Bookings' });
    expect(heading).toHaveAttribute('data-ui', 'heading');
    expect(heading).toHaveStyle({ fontSize: fontSizes.xl });
  });

  it("titles a screen as its h1, larger than a part's heading", () => {
    render(<ScreenTitle />, { wrapper: ThemeProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Basket' })).toHaveStyle({
      fontSize: fontSizes['2xl'],
      margin: '0px',
    });
  });

  it('keeps the id a region is labelled by', () => {
    render(<Playground id="recent-bookings" />, { wrapper: ThemeProvider });
    expect(screen.getByRole('heading')).toHaveAttribute('id', 'recent-bookings');
  });
});
