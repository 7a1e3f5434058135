import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { WhatsAppButton } from './whatsapp-button';

describe('WhatsAppButton', () => {
  it('links to a chat with the number, the message typed in, in a new tab', () => {
    render(<WhatsAppButton number="+233 24 290 1234" message="Hello, I'm on your Contact page." />, { wrapper: ThemeProvider });
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(link).toHaveAttribute('href', `https://wa.me/233242901234?text=${encodeURIComponent("Hello, I'm on your Contact page.")}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows nothing when the business has no WhatsApp number', () => {
    const { container } = render(
      <>
        <WhatsAppButton number="" message="Hello" />
        <WhatsAppButton number={null} message="Hello" />
        <WhatsAppButton number="   " message="Hello" />
      </>,
      { wrapper: ThemeProvider },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
