import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import { matchesSearch } from './search-match';
import * as stories from './SearchOverlay.stories';

const { Default } = composeStories(stories);

const openOverlay = async () => {
  const user = userEvent.setup();
  render(<Default />, { wrapper: ThemeProvider });
  await user.click(screen.getByRole('button', { name: /^Search for an item:/ }));
  return user;
};

const results = () => within(screen.getByRole('dialog')).queryAllByRole('listitem').map((li) => li.textContent);

describe('matchesSearch', () => {
  it('matches anywhere in the text, ignoring case', () => {
    expect(matchesSearch('Silk Blouse', 'BLOUSE')).toBe(true);
    expect(matchesSearch('Silk Blouse', 'lk bl')).toBe(true);
    expect(matchesSearch('Silk Blouse', 'shirt')).toBe(false);
  });

  it('matches everything for an empty query and treats pattern characters literally', () => {
    expect(matchesSearch('Shirt', '   ')).toBe(true);
    expect(matchesSearch('Bedsheet (Double)', '(double')).toBe(true);
    expect(matchesSearch('Shirt', '.*')).toBe(false);
  });
});

describe('SearchOverlay', () => {
  it('opens a full-screen dialog with the search input focused and every item listed', async () => {
    await openOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Search for an item' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search for an item' })).toHaveFocus();
    expect(results()).toHaveLength(4);
  });

  it('filters by name without regard to case', async () => {
    const user = await openOverlay();
    await user.type(screen.getByRole('searchbox'), 'sH');
    expect(results()).toEqual(['Bedsheet (Double): GHC 20.00', 'Shirt: GHC 12.00']);
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it("says 'No search content' when nothing matches", async () => {
    const user = await openOverlay();
    await user.type(screen.getByRole('searchbox'), 'tuxedo');
    expect(results()).toHaveLength(0);
    expect(screen.getByText('No search content')).toBeInTheDocument();
  });

  it('closes with Escape and with the close button', async () => {
    const user = await openOverlay();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Search for an item:/ }));
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
