import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './TextArea.stories';

const { Default, WithError, Playground } = composeStories(stories);

describe('TextArea', () => {
  it('is a labelled multi-line box that takes typing', async () => {
    const user = userEvent.setup();
    render(<Default />, { wrapper: ThemeProvider });
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('name', 'message');
    await user.type(box, 'Two shirts{enter}and a suit');
    expect(box).toHaveValue('Two shirts\nand a suit');
    expect(box.closest('[data-ui="text-area"]')).toBeInTheDocument();
  });

  it('reads out its error with the field', () => {
    render(<WithError />, { wrapper: ThemeProvider });
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Provide a message');
  });

  it('shows a hint when there is no error', () => {
    render(<Playground hint="A sentence or two is enough." />, { wrapper: ThemeProvider });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('A sentence or two is enough.');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });
});
