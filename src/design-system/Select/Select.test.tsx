import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../tokens';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './Select.stories';

const { Default, Playground, WithHint, WithError, Chosen, Disabled } = composeStories(stories);

describe('Select', () => {
  it('is a labelled list of choices the customer can pick from', async () => {
    const onChange = jest.fn();
    render(<Playground onChange={onChange} />, { wrapper: ThemeProvider });
    const select = screen.getByRole('combobox', { name: 'Branch' });
    expect(select.closest('[data-ui="select"]')).toBeInTheDocument();
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Osu, La Crescent');
    expect(select).toHaveValue('osu');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('starts on the placeholder choice', () => {
    render(<Default />, { wrapper: ThemeProvider });
    expect(
      screen.getByRole('option', { name: 'Select a branch', selected: true }),
    ).toBeInTheDocument();
  });

  it('shows a chosen value', () => {
    render(<Chosen />, { wrapper: ThemeProvider });
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveDisplayValue('Osu, La Crescent');
  });

  it('reads the hint with the field', () => {
    render(<WithHint />, { wrapper: ThemeProvider });
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveAccessibleDescription(
      'We collect from and deliver to this branch’s area.',
    );
  });

  it('marks the field invalid and shows the error like a text field', () => {
    render(<WithError />, { wrapper: ThemeProvider });
    const select = screen.getByRole('combobox', { name: 'Item' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select an item.');
    expect(select).toHaveStyle({ borderColor: theme.colors.danger });
  });

  it('cannot be changed when disabled', () => {
    render(<Disabled />, { wrapper: ThemeProvider });
    expect(screen.getByRole('combobox', { name: 'Branch' })).toBeDisabled();
  });
});
