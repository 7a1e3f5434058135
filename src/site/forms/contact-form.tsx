import { Link } from 'gatsby';
import * as React from 'react';
import { paths } from '@/lib/paths';
import { EmailFormOnDemand, type SendForm } from './email-form-on-demand';
import type { FieldRows } from './form-layout';

/** The contact form's fields (SPEC §2: first_name, email, message), all empty at the start. */
const CONTACT_ROWS: FieldRows = [
  [{ name: 'first_name', label: 'Name', autoComplete: 'given-name' }],
  [{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }],
  [{ name: 'message', label: 'Message', multiline: true, placeholder: 'How can we help?' }],
];

/** The Contact page's form: name, email and message, sent with the contact template. */
export function ContactForm({ send }: { send?: SendForm }) {
  return (
    <EmailFormOnDemand
      kind="contact"
      schema="contactSchema"
      rows={CONTACT_ROWS}
      submitLabel="Send Message"
      send={send}
      note={
        <>
          We use your details only to answer you. See our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </>
      }
    />
  );
}
