import { internationalDigits, whatsAppLink } from './whatsapp';

describe('WhatsApp links', () => {
  it('use the international digits of a number however it is written', () => {
    expect(internationalDigits('+233 24 290 1234')).toBe('233242901234');
    expect(internationalDigits('024 290 1234')).toBe('233242901234');
    expect(internationalDigits('024-290-1234')).toBe('233242901234');
    expect(internationalDigits('00233 24 290 1234')).toBe('233242901234');
  });

  it('open a chat with the number, the message typed in and encoded', () => {
    expect(whatsAppLink('+233 24 290 1234')).toBe('https://wa.me/233242901234');
    const link = whatsAppLink('+233 24 290 1234', 'Hello Adom Laundry, a question about my order ADOM-0042 & its #2 bag?');
    expect(link).toBe(
      'https://wa.me/233242901234?text=Hello%20Adom%20Laundry%2C%20a%20question%20about%20my%20order%20ADOM-0042%20%26%20its%20%232%20bag%3F',
    );
    expect(new URL(link).searchParams.get('text')).toBe('Hello Adom Laundry, a question about my order ADOM-0042 & its #2 bag?');
  });
});
