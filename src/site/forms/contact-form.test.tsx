import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { ContactForm } from './contact-form';
import { controlledSend } from './testing-send';

const field = (name: string) => screen.getByRole('textbox', { name });

const setup = () => {
  const user = userEvent.setup();
  const provider = controlledSend();
  render(<ContactForm send={provider.send} />, { wrapper: ThemeProvider });
  const fillIn = async (values: { name?: string; email?: string; message?: string }) => {
    if (values.name) await user.type(field('Name'), values.name);
    if (values.email) await user.type(field('Email'), values.email);
    if (values.message) await user.type(field('Message'), values.message);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, provider, fillIn, submit };
};

describe('ContactForm', () => {
  it('starts with empty fields and a link to the privacy policy', () => {
    setup();
    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('validates on submit with the messages of SPEC §5 and sends nothing', async () => {
    const { provider, submit } = setup();
    expect(screen.queryByText('Name must be provided')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Name must be provided'));
    expect(field('Email')).toHaveAccessibleDescription('Email must be valid');
    expect(field('Message')).toHaveAccessibleDescription('Provide a message');
    expect(provider.sent).toHaveLength(0);
  });

  it('rejects an email without a proper domain and a one-letter message', async () => {
    const { fillIn, submit, provider } = setup();
    await fillIn({ name: 'Ama', email: 'ama@mail', message: 'x' });
    await submit();
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email must be valid'));
    expect(field('Message')).toHaveAccessibleDescription('Provide a message');
    expect(field('Name')).not.toHaveAccessibleDescription();
    expect(provider.sent).toHaveLength(0);
  });

  it('shows a spinner while sending, then the thank-you message, and clears the values', async () => {
    const { fillIn, submit, provider } = setup();
    await fillIn({ name: 'Ama Owusu', email: 'ama@example.com', message: 'Can you clean a wedding gown?' });
    await submit();
    await waitFor(() => expect(provider.sent).toHaveLength(1));
    expect(provider.sent).toEqual([
      { kind: 'contact', fields: { first_name: 'Ama Owusu', email: 'ama@example.com', message: 'Can you clean a wedding gown?' } },
    ]);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Sending your request');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    await act(async () => provider.succeed());
    const thanks = await screen.findByText(/We have received your request/);
    expect(thanks.parentElement).toHaveTextContent(/check your email for a confirmation/);
    expect(thanks.parentElement).toHaveTextContent(/in touch shortly to process your request and arrange our services/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const hiddenForm = document.querySelector('[data-ui="email-form"] form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(hiddenForm).entries())).toEqual({ first_name: '', email: '', message: '' });
  });

  it("shows 'Oops...Something went wrong.' on failure, and Try Again returns to the filled-in form", async () => {
    const { user, fillIn, submit, provider } = setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await fillIn({ name: 'Kofi', email: 'kofi@example.com', message: 'Do you clean rugs?' });
    await submit();
    await waitFor(() => expect(provider.sent).toHaveLength(1));
    await act(async () => provider.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops...Something went wrong.');
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Kofi');
    expect(field('Message')).toHaveValue('Do you clean rugs?');
    logged.mockRestore();
  });

  it('starts again from the form when the page is left and opened again', async () => {
    const user = userEvent.setup();
    const provider = controlledSend();
    const page = render(<ContactForm send={provider.send} />, { wrapper: ThemeProvider });
    await user.type(field('Name'), 'Kofi');
    await user.type(field('Email'), 'kofi@example.com');
    await user.type(field('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(provider.sent).toHaveLength(1));
    await act(async () => provider.succeed());
    await screen.findByText(/We have received your request/);
    // A route change unmounts the page; coming back mounts a new form.
    page.unmount();
    render(<ContactForm send={provider.send} />, { wrapper: ThemeProvider });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
  });
});
