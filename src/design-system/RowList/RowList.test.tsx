import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './RowList.stories';

const { Default, Playground, WithActions } = composeStories(stories);

describe('RowList', () => {
  it('lists one row per thing, named for what it holds', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const list = screen.getByRole('list', { name: 'Bookings' });
    expect(list).toHaveAttribute('data-ui', 'row-list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-ui', 'row');
    expect(rows[0]).toHaveTextContent('Pickup on March 4, 2025East Legon · GH₵ 120.00');
  });

  it("makes the whole row its link's hit area, with one link per row", () => {
    render(<Default />, { wrapper: ThemeProvider });
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveStyle({ position: 'relative' });
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/app/bookings/1');
  });

  it("keeps a row's own buttons in the row", () => {
    render(<WithActions />, { wrapper: ThemeProvider });
    const row = screen.getByRole('listitem');
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
  });

  it('takes its accessible name', () => {
    render(<Playground aria-label="Saved addresses" />, { wrapper: ThemeProvider });
    expect(screen.getByRole('list', { name: 'Saved addresses' })).toBeInTheDocument();
  });
});
