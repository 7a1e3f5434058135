import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Table.stories';

const { Default, Empty, Playground } = composeStories(stories);

describe('Table', () => {
  it('lists the rows under column headers, named by its caption', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const table = screen.getByRole('table', { name: 'Laundry' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Blazer', 'GHC 45.00'],
      ['Kaftan', 'GHC 20.00'],
      ['Shirt', 'GHC 12.00'],
    ]);
    expect(table.closest('[data-ui="table"]')).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    render(<Empty />, { wrapper: ThemeProvider });
    expect(screen.getByRole('cell', { name: 'No items yet.' })).toBeInTheDocument();
  });

  it('keeps a hidden caption for screen readers', () => {
    render(<Playground captionHidden caption="Dry Cleaning" />, { wrapper: ThemeProvider });
    expect(screen.getByRole('table', { name: 'Dry Cleaning' })).toBeInTheDocument();
  });
});
