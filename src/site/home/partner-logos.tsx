import * as React from 'react';
import styled, { keyframes } from 'styled-components';
import { Section } from '@/design-system/Section/Section';
import type { Partner } from './home-content';

const scroll = keyframes`
  to { transform: translateX(-50%); }
`;

/*
 * 1. The fades at each edge let logos slide in and out softly.
 */
const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, black 10%, black 90%, transparent); /* [1] */
`;

/*
 * 1. The logos are listed twice and the track slides by half its width, so the loop is seamless.
 * 2. Visitors who ask for less motion get a still, centred row (and no second copy).
 */
const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${scroll} 30s linear infinite; /* [1] */

  &:hover {
    animation-play-state: paused;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    width: auto;
    flex-wrap: wrap;
    justify-content: center;
    animation: none; /* [2] */

    & > [aria-hidden='true'] {
      display: none; /* [2] */
    }
  }
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[12]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[6]};
  list-style: none;

  img {
    display: block;
    filter: grayscale(0.2);
  }
`;

/** The four partner logos in a slowly scrolling strip that stands still for reduced motion. */
export function PartnerLogos({ title, partners }: { title: string; partners: readonly Partner[] }) {
  const logos = (copy: 'first' | 'second') => (
    <Logos aria-hidden={copy === 'second' ? true : undefined}>
      {partners.map((partner) => (
        <li key={partner.name}>
          <img src={partner.logo} alt={copy === 'first' ? partner.name : ''} width={240} height={64} loading="lazy" decoding="async" />
        </li>
      ))}
    </Logos>
  );
  return (
    <Section title={title} compact width="wide">
      <Viewport data-ui="partner-logos">
        <Track>
          {logos('first')}
          {logos('second')}
        </Track>
      </Viewport>
    </Section>
  );
}
