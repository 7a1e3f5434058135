import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { colors } from '../tokens';
import * as stories from './EmptyMessage.stories';

const { Default, Playground } = composeStories(stories);

describe('EmptyMessage', () => {
  it('says the list is empty, centred on a muted panel', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const message = screen.getByText('YOUR BASKET IS EMPTY.');
    expect(message).toHaveAttribute('data-ui', 'empty-message');
    expect(message).toHaveStyle({ textAlign: 'center', color: colors.inkMuted, background: colors.surfaceMuted });
  });

  it('shows the words it is given, as they are', () => {
    render(<Playground>NO BOOKINGS AVAILABLE.</Playground>, { wrapper: ThemeProvider });
    expect(screen.getByText('NO BOOKINGS AVAILABLE.')).toBeInTheDocument();
  });
});
