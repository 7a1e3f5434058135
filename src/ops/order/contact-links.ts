/**
 * Links to reach a customer and find an address: a call, a WhatsApp chat, a map. Phone numbers are
 * stored as typed ('024 412 3456', '+233 24 412 3456'); WhatsApp wants the international digits.
 */
import type { OrderAddressDto } from '@laundry-accra/domain/schemas/ops';
import { GHANA_CODE, internationalDigits, whatsAppLink as chatLink } from '@/lib/whatsapp';

/**
 * The number as people in Ghana read and dial it: '+233241234567' → '024 123 4567'. A number of
 * another country, or one that is not ten local digits, is shown as stored.
 */
export function readablePhone(phone: string): string {
  const international = internationalDigits(phone);
  const local = international.startsWith(GHANA_CODE) ? international.slice(GHANA_CODE.length) : '';
  if (local.length !== 9) return phone;
  return `0${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

/** A `tel:` link that dials the number. */
export const telLink = (phone: string): string => `tel:+${internationalDigits(phone)}`;

/** A WhatsApp chat with the number (src/lib/whatsapp.ts builds every such link). */
export const whatsAppLink = (phone: string): string => chatLink(phone);

/** The address as one line: 'House 4, Oxford Street, Osu, Accra'. */
export function addressLine(address: OrderAddressDto): string {
  return [address.address, address.street_name, address.town, address.city].filter((part) => part && part.trim()).join(', ');
}

/** A map search for the address (Google Maps' documented search URL). */
export const mapLink = (address: OrderAddressDto): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
