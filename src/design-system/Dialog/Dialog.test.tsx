import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Dialog.stories';

const { Default, Playground, Closed, WithForm, LongContent } = composeStories(stories);

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its description', async () => {
    render(<Default />, { wrapper: ThemeProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAttribute('data-ui', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Home (12 Oxford St, Osu) will be removed from your saved addresses.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    render(<Closed onClose={onClose} />, { wrapper: ThemeProvider });
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from the close button, which has an accessible name', async () => {
    const onClose = jest.fn();
    render(<Playground onClose={onClose} />, { wrapper: ThemeProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside while the customer tabs through it', async () => {
    render(<Default />, { wrapper: ThemeProvider });
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('button', { name: 'Open dialog', hidden: true })).not.toHaveFocus();
  });

  it('focuses the field marked data-autofocus', async () => {
    render(<WithForm />, { wrapper: ThemeProvider });
    await waitFor(() => expect(screen.getByLabelText('Pickup date')).toHaveFocus());
  });

  it('shows a long list with its footer', async () => {
    render(<LongContent />, { wrapper: ThemeProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to a Package' });
    expect(dialog.querySelectorAll('li')).toHaveLength(30);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});
