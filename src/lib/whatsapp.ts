/**
 * WhatsApp chat links (https://wa.me/<international digits>?text=<message>), built in one place for
 * the site, the app and the staff console. Numbers are kept as people write them ('024 412 3456',
 * '+233 24 412 3456'); WhatsApp wants the international digits without the plus.
 */

/** Ghana's country calling code: a local number's leading 0 stands for it. */
export const GHANA_CODE = '233';

/** The number as international digits: '024 412 3456' → '233244123456'. */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `${GHANA_CODE}${digits.slice(1)}`;
  return digits;
}

/** A chat with the number, the message (if any) typed in for the visitor to send. */
export function whatsAppLink(phone: string, message?: string): string {
  const chat = `https://wa.me/${internationalDigits(phone)}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}
