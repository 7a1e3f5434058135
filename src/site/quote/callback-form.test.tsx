import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { controlledSend } from '@/site/forms/testing-send';
import { CallbackForm } from './callback-form';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('CallbackForm', () => {
  it('validates the five fields on submit with the messages of SPEC §5', async () => {
    const user = userEvent.setup();
    const provider = controlledSend();
    render(<CallbackForm send={provider.send} />, { wrapper: ThemeProvider });
    await user.click(screen.getByRole('button', { name: 'Request A Callback' }));
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription('First name must be provided'));
    expect(field('Last name')).toHaveAccessibleDescription('Last name must be provided');
    expect(field('Email')).toHaveAccessibleDescription('Email must be valid');
    expect(field('Phone number')).toHaveAccessibleDescription('Phone number must be valid');
    expect(field('What do you need?')).toHaveAccessibleDescription('Please provide a brief description of the service you want.');
    expect(provider.sent).toHaveLength(0);
  });

  it('accepts a local 10-digit number and an international one, not a short one', async () => {
    const user = userEvent.setup();
    const provider = controlledSend();
    render(<CallbackForm send={provider.send} />, { wrapper: ThemeProvider });
    await user.type(field('First name'), 'Esi');
    await user.type(field('Last name'), 'Boateng');
    await user.type(field('Email'), 'esi@example.com');
    await user.type(field('Phone number'), '12345');
    await user.type(field('What do you need?'), 'Two suits and a duvet.');
    await user.click(screen.getByRole('button', { name: 'Request A Callback' }));
    await waitFor(() => expect(field('Phone number')).toHaveAccessibleDescription('Phone number must be valid'));
    expect(provider.sent).toHaveLength(0);

    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '024 123 4567');
    await user.click(screen.getByRole('button', { name: 'Request A Callback' }));
    await waitFor(() => expect(provider.sent).toHaveLength(1));
    expect(provider.sent).toEqual([
      {
        kind: 'callback',
        fields: { first_name: 'Esi', last_name: 'Boateng', email: 'esi@example.com', phone_number: '024 123 4567', message: 'Two suits and a duvet.' },
      },
    ]);
    await act(async () => provider.succeed());
    expect(await screen.findByText(/We have received your request/)).toBeInTheDocument();
  });

  it.each(['+233 24 123 4567', '024-123-4567'])('accepts %s as people in Ghana write it', async (phone) => {
    const user = userEvent.setup();
    const provider = controlledSend();
    render(<CallbackForm send={provider.send} />, { wrapper: ThemeProvider });
    await user.type(field('First name'), 'Esi');
    await user.type(field('Last name'), 'Boateng');
    await user.type(field('Email'), 'esi@example.com');
    await user.type(field('Phone number'), phone);
    await user.type(field('What do you need?'), 'Two suits and a duvet.');
    await user.click(screen.getByRole('button', { name: 'Request A Callback' }));
    await waitFor(() => expect(provider.sent).toHaveLength(1));
    expect(provider.sent[0].fields.phone_number).toBe(phone);
  });
});
