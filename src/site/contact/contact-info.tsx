import * as React from 'react';
import styled from 'styled-components';
import { Icon } from '@/site/common/icon';
import { VisuallyHidden } from '@/site/common/visually-hidden';
import { whatsAppLink } from '@/lib/whatsapp';
import type { SiteFacts } from '@/site/site-facts';

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accent};
  }

  /* An email address breaks rather than push the card wider than a 320 px screen. */
  li > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  strong {
    display: block;
  }
`;

/** The Contact page's details: both addresses, the phone, a WhatsApp chat, email and office hours. */
export function ContactInfo({ title, facts }: { title: string; facts: SiteFacts }) {
  return (
    <Info>
      <h2>{title}</h2>
      <Lines>
        {facts.branches.map((branch) => (
          <li key={branch.name}>
            <Icon name="pin" />
            <span>
              <strong>{branch.name}</strong>
              {branch.label}
              <br />
              <a href={branch.mapUrl} target="_blank" rel="noopener">
                Get directions<VisuallyHidden> to {branch.label}</VisuallyHidden>
              </a>
            </span>
          </li>
        ))}
        <li>
          <Icon name="phone" />
          <span>
            <strong>Phone</strong>
            <a href={facts.phoneHref}>{facts.phone}</a>
          </span>
        </li>
        {facts.whatsapp && (
          <li>
            <Icon name="whatsapp" />
            <span>
              <strong>WhatsApp</strong>
              {/* A link like the phone's and the email's: a styled button would take the page over its JavaScript budget. */}
              <a href={whatsAppLink(facts.whatsapp, `Hello ${facts.shortName}, I'm on your Contact page and I have a question.`)} target="_blank" rel="noopener">
                Chat on WhatsApp
              </a>
            </span>
          </li>
        )}
        <li>
          <Icon name="mail" />
          <span>
            <strong>Email</strong>
            <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </span>
        </li>
        {facts.hours.map((hours) => (
          <li key={hours.days}>
            <Icon name="clock" />
            <span>
              <strong>{hours.days}</strong>
              {hours.time}
            </span>
          </li>
        ))}
      </Lines>
    </Info>
  );
}
