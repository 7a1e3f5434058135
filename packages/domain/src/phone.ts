/**
 * Phone numbers as people in Ghana write and read them. A module of its own, with nothing else in
 * it, so the public pages' WhatsApp button carries only this (their JavaScript budget, decision 002).
 */

/** Ghana's country calling code: a local number's leading 0 stands for it. */
export const GHANA_CALLING_CODE = '233';

/** A phone number as international digits, however it was written: '024 412 3456' → '233244123456'. */
export function internationalPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `${GHANA_CALLING_CODE}${digits.slice(1)}`;
  return digits;
}

/**
 * A phone number as people in Ghana read and dial it, on every screen that shows one:
 * '+233241234567' → '024 123 4567'. A number of another country, or one that is not ten local
 * digits, is shown as stored.
 */
export function formatPhone(phone: string): string {
  const international = internationalPhoneDigits(phone);
  const local = international.startsWith(GHANA_CALLING_CODE) ? international.slice(GHANA_CALLING_CODE.length) : '';
  if (local.length !== 9) return phone;
  return `0${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}
