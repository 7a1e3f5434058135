/**
 * WhatsApp chat links (https://wa.me/<international digits>?text=<message>), built in one place for
 * the site, the app and the staff console. Numbers are kept as people write them ('024 412 3456',
 * '+233 24 412 3456'); WhatsApp wants the international digits without the plus.
 */
import { internationalPhoneDigits } from '@laundry-accra/domain/phone';

/** The number as international digits: '024 412 3456' → '233244123456'. */
export const internationalDigits = internationalPhoneDigits;

/** A chat with the number, the message (if any) typed in for the visitor to send. */
export function whatsAppLink(phone: string, message?: string): string {
  const chat = `https://wa.me/${internationalDigits(phone)}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}
