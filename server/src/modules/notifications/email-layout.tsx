/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The server also starts from the repository's root, whose TypeScript settings tsx does not apply
// to server/: the pragmas keep React's automatic runtime for this file however it is started.)
/**
 * The frame every customer email shares, in the product's look (the design system's teal, ink and
 * surfaces), built from react-email's components, which write the table-based HTML email
 * clients understand. Rendered to HTML and to plain text by notification-emails.tsx.
 */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { BUSINESS_NAME, BUSINESS_PHONE, openingHoursText } from '@laundry-accra/domain/business';

/** The design system's colours (src/design-system/tokens/colors.ts), as email clients need them inline. */
export const EMAIL_COLOURS = {
  primary: '#0b5d6b',
  primarySoft: '#e3f1f3',
  ink: '#14232b',
  inkMuted: '#4a5a63',
  surface: '#ffffff',
  surfaceMuted: '#f5f8f8',
  border: '#d5dee1',
  danger: '#b3261e',
} as const;

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  text: { color: EMAIL_COLOURS.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: EMAIL_COLOURS.inkMuted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  cell: { color: EMAIL_COLOURS.ink, fontSize: '15px', padding: '6px 0', borderBottom: `1px solid ${EMAIL_COLOURS.border}` },
} as const;

export interface EmailLayoutProps {
  /** The line inboxes show after the subject. */
  preview: string;
  title: string;
  children: ReactNode;
  /** The main action: a button to the app. */
  action?: { label: string; href: string };
  /** The signed link that turns optional emails off. */
  unsubscribeUrl: string;
}

/** Header, title, content, an optional button, and the footer with the business's contacts. */
export function EmailLayout({ preview, title, children, action, unsubscribeUrl }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: EMAIL_COLOURS.surfaceMuted, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', backgroundColor: EMAIL_COLOURS.surface, borderRadius: '8px', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: EMAIL_COLOURS.primary, padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: '18px', fontWeight: 700, margin: 0 }}>{BUSINESS_NAME}</Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading as="h1" style={{ color: EMAIL_COLOURS.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
              {title}
            </Heading>
            {children}
            {action && (
              <Button
                href={action.href}
                style={{
                  backgroundColor: EMAIL_COLOURS.primary,
                  color: '#ffffff',
                  borderRadius: '6px',
                  padding: '12px 20px',
                  fontSize: '16px',
                  fontWeight: 600,
                  textDecoration: 'none',
                }}
              >
                {action.label}
              </Button>
            )}
          </Section>
          <Hr style={{ borderColor: EMAIL_COLOURS.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={styles.muted}>
              {BUSINESS_NAME}, Accra · {BUSINESS_PHONE} · {openingHoursText()}
            </Text>
            <Text style={styles.muted}>
              Receipts and updates on your orders always come.{' '}
              <Link href={unsubscribeUrl} style={{ color: EMAIL_COLOURS.primary }}>
                Unsubscribe from reminders and offers
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The tables of facts and lines carry `data-text-table`, so the plain-text version lays them out
 * as columns (notification-messages.tsx renderEmail) rather than running their cells together.
 */
export const TEXT_TABLE_SELECTOR = '[data-text-table=true]';

/** An order's lines and total as a small table. */
export function LinesTable({
  lines,
  total,
  fees = [],
}: {
  lines: { name: string; quantity: number | string; total: string }[];
  total: string;
  /** Charges that are not items (the Same-Day Express fee), between the lines and the total. */
  fees?: { name: string; total: string }[];
}) {
  return (
    <table role="presentation" data-text-table="true" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={styles.cell}>{`${line.name} × ${line.quantity}`}</td>
            <td style={{ ...styles.cell, textAlign: 'right' }}>{line.total}</td>
          </tr>
        ))}
        {fees.map((fee) => (
          <tr key={fee.name}>
            <td style={styles.cell}>{fee.name}</td>
            <td style={{ ...styles.cell, textAlign: 'right' }}>{fee.total}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...styles.cell, fontWeight: 700, borderBottom: 0 }}>Total</td>
          <td style={{ ...styles.cell, fontWeight: 700, borderBottom: 0, textAlign: 'right' }}>{total}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Label and value pairs (order number, pickup date…). */
export function Facts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <table role="presentation" data-text-table="true" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <td style={{ ...styles.cell, color: EMAIL_COLOURS.inkMuted, width: '40%' }}>{label}</td>
            <td style={styles.cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
