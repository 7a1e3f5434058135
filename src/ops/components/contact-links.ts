/**
 * Links to reach a customer and find an address: a call, a WhatsApp chat, a map (a number is shown
 * with formatPhone of the domain package). Phone numbers are
 * stored as +233… (older rows as typed: '024 412 3456'); WhatsApp wants the international digits.
 */
import type { OrderAddressDto } from '@laundry-accra/domain/schemas/ops';
import { internationalDigits, whatsAppLink as chatLink } from '@/lib/whatsapp';

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
