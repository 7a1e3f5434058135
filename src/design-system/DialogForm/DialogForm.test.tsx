import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './DialogForm.stories';

const { Default, Playground, Danger, Pending } = composeStories(stories);

describe('DialogForm', () => {
  it('is a dialog holding a form named by its title, the first field focused', async () => {
    render(<Default />, { wrapper: ThemeProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    const form = screen.getByRole('form', { name: 'Add a category' });
    expect(dialog).toContainElement(form);
    expect(form).toHaveAttribute('data-ui', 'dialog-form');
    expect(form).toHaveAttribute('novalidate');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('sends the form from the submit button at the foot, and closes from the close button', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const onClose = jest.fn();
    render(<Playground onSubmit={onSubmit} onClose={onClose} />, { wrapper: ThemeProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("uses the caller's words and look for its buttons", async () => {
    render(<Danger />, { wrapper: ThemeProvider });
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Keep order' })).toBeEnabled();
  });

  it('cannot be closed while the form is being sent', async () => {
    const onClose = jest.fn();
    render(<Pending onClose={onClose} />, { wrapper: ThemeProvider });
    await screen.findByRole('dialog');
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons[closeButtons.length - 1]).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
