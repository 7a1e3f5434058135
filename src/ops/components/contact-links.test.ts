import { formatPhone } from '@laundry-accra/domain/format';
import { internationalDigits } from '@/lib/whatsapp';
import { telLink, whatsAppLink } from './contact-links';

test.each([
  ['+233241234567', '233241234567', '024 123 4567'],
  ['+233 24 123 4567', '233241234567', '024 123 4567'],
  ['024 123 4567', '233241234567', '024 123 4567'],
  ['0302901234', '233302901234', '030 290 1234'],
  ['00233501234567', '233501234567', '050 123 4567'],
  ['+44 20 7946 0958', '442079460958', '+44 20 7946 0958'],
  ['+2332412345', '2332412345', '+2332412345'],
])('%s: dialled as %s, read as %s', (stored, digits, readable) => {
  expect(internationalDigits(stored)).toBe(digits);
  expect(formatPhone(stored)).toBe(readable);
  expect(telLink(stored)).toBe(`tel:+${digits}`);
  expect(whatsAppLink(stored)).toBe(`https://wa.me/${digits}`);
});
