import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { space } from '../tokens';
import * as stories from './ButtonRow.stories';

const { Default, Playground, RowActions } = composeStories(stories);

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('[data-ui="button-row"]');

describe('ButtonRow', () => {
  it('sets its buttons side by side, in reading order, wrapping on a narrow screen', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Make Payment',
      'Edit Booking',
      'Back to Bookings',
    ]);
    expect(rowOf('Make Payment')).toHaveStyle({ display: 'flex', flexWrap: 'wrap', gap: space[3] });
  });

  it("keeps a row's own buttons closer and on one line", () => {
    render(<RowActions />, { wrapper: ThemeProvider });
    expect(rowOf('Edit')).toHaveStyle({ flexWrap: 'nowrap', gap: space[2] });
  });

  it('passes other attributes to its element', () => {
    render(<Playground aria-label="Booking actions" />, { wrapper: ThemeProvider });
    expect(rowOf('Make Payment')).toHaveAttribute('aria-label', 'Booking actions');
  });
});
