import { Link } from 'gatsby';
import * as React from 'react';
import { paths } from '@/lib/paths';
import { EmailFormOnDemand, type SendForm } from '@/site/forms/email-form-on-demand';
import type { FieldRows } from '@/site/forms/form-layout';

/** The callback form's fields (SPEC §3 quote request), all empty at the start. */
const CALLBACK_ROWS: FieldRows = [
  [
    { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  ],
  [
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel', placeholder: 'e.g. 024 123 4567' },
  ],
  [
    {
      name: 'message',
      label: 'What do you need?',
      multiline: true,
      placeholder: 'For example: two suits for dry cleaning and a duvet, collected from East Legon.',
    },
  ],
];

/** Request A Callback: who to call and what they need, sent with the callback template. */
export function CallbackForm({ send }: { send?: SendForm }) {
  return (
    <EmailFormOnDemand
      kind="callback"
      schema="callbackSchema"
      rows={CALLBACK_ROWS}
      submitLabel="Request A Callback"
      send={send}
      note={
        <>
          We will call you back to confirm a price and a pickup time. See our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </>
      }
    />
  );
}
