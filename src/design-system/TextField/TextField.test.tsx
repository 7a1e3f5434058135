import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../tokens';
import { ThemeProvider } from '../ThemeProvider';
import * as stories from './TextField.stories';

const {
  Default,
  Playground,
  WithHint,
  WithError,
  Confirmed,
  DateInput,
  NumberInput,
  Password,
  Disabled,
  PasswordConfirmation,
} = composeStories(stories);

describe('TextField', () => {
  it('ties the label to the input, so clicking the label focuses it', async () => {
    render(<Default />, { wrapper: ThemeProvider });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input.closest('[data-ui="text-field"]')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
    await userEvent.type(input, 'ama@example.com');
    expect(input).toHaveValue('ama@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reads the hint with the field', () => {
    render(<WithHint />, { wrapper: ThemeProvider });
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'A local 10-digit number or +233…',
    );
  });

  it('marks the field invalid, shows the error and reads it with the field', () => {
    render(<WithError />, { wrapper: ThemeProvider });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Provide a valid email');
    expect(screen.getByText('Provide a valid email')).toBeVisible();
    expect(input).toHaveStyle({ borderColor: theme.colors.danger });
  });

  it('keeps a caller’s own description alongside hint and error', () => {
    render(
      <>
        <p id="rules">At least 8 characters.</p>
        <Playground
          label="Password"
          aria-describedby="rules"
          hint="Use a symbol."
          error="Too short"
        />
      </>,
      { wrapper: ThemeProvider },
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Use a symbol. Too short',
    );
  });

  it('draws a confirmed field green without an error', () => {
    render(<Confirmed />, { wrapper: ThemeProvider });
    const input = screen.getByLabelText('Confirm password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveStyle({ borderColor: theme.colors.success });
  });

  it('turns the sign-up confirmation red while it differs and green once it matches', async () => {
    render(<PasswordConfirmation />, { wrapper: ThemeProvider });
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#123');
    const confirmation = screen.getByLabelText('Confirm password');
    await userEvent.type(confirmation, 'Secret#12');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveStyle({ borderColor: theme.colors.danger });
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    await userEvent.type(confirmation, '3');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
    expect(confirmation).toHaveStyle({ borderColor: theme.colors.success });
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('takes dates, numbers and passwords', async () => {
    render(
      <>
        <DateInput />
        <NumberInput />
        <Password />
      </>,
      { wrapper: ThemeProvider },
    );
    expect(screen.getByLabelText('Pickup date')).toHaveAttribute('type', 'date');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(quantity).toHaveValue(3);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('cannot be edited when disabled', () => {
    render(<Disabled />, { wrapper: ThemeProvider });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('gives the ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Playground ref={ref} />, { wrapper: ThemeProvider });
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
