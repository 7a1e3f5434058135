import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Checkbox.stories';

const { Default, Playground, Checked, WithHint, WithError, Disabled } = composeStories(stories);

describe('Checkbox', () => {
  it('toggles when the customer clicks its label', async () => {
    render(<Default />, { wrapper: ThemeProvider });
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.closest('[data-ui="checkbox"]')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
  });

  it('toggles with the keyboard', async () => {
    const onChange = jest.fn();
    render(<Playground onChange={onChange} />, { wrapper: ThemeProvider });
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('can start checked', () => {
    render(<Checked />, { wrapper: ThemeProvider });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('reads its hint and its error with the box', () => {
    const { unmount } = render(<WithHint />, { wrapper: ThemeProvider });
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Stay signed in on this device.',
    );
    unmount();
    render(<WithError />, { wrapper: ThemeProvider });
    const box = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms to continue');
  });

  it('cannot be toggled when disabled', async () => {
    render(<Disabled />, { wrapper: ThemeProvider });
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
