import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';
import { theme } from '@/design-system/tokens';

const HeroRoot = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${theme.space[12]} 0 ${theme.space[16]};
  background: ${theme.colors.primarySoft};

  ${theme.media.md} {
    padding: ${theme.space[16]} 0 ${theme.space[20]};
  }
`;

/*
 * 1. Two soft circles in the brand's yellow and teal: decoration only, behind the text.
 */
const Decoration = styled.span`
  position: absolute;
  inset: 0;
  pointer-events: none;

  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%; /* [1] */
  }

  &::before {
    top: -6rem;
    right: -4rem;
    width: 18rem;
    height: 18rem;
    background: ${theme.colors.accentSoft};
  }

  &::after {
    bottom: -8rem;
    left: -6rem;
    width: 16rem;
    height: 16rem;
    background: ${theme.colors.surface};
    opacity: 0.6;
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 44rem;
`;

export const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const HeroTitle = styled.h1`
  margin-bottom: ${theme.space[4]};
  font-size: ${theme.fontSizes['4xl']};
  letter-spacing: -0.02em;

  ${theme.media.md} {
    font-size: ${theme.fontSizes['5xl']};
  }
`;

export const HeroText = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.lg};

  ${theme.media.md} {
    font-size: ${theme.fontSizes.xl};
  }
`;

export interface PageHeroProps {
  /** A short word above the title. */
  eyebrow?: string;
  /** The page's heading (its only h1). */
  title: React.ReactNode;
  /** A sentence or two under the title. */
  text?: React.ReactNode;
  /** Extra content under the text (buttons, a search box). */
  children?: React.ReactNode;
}

/** The top band of an inner page: eyebrow, the page's h1 and a short introduction. */
export function PageHero({ eyebrow, title, text, children }: PageHeroProps) {
  return (
    <HeroRoot>
      <Decoration aria-hidden="true" />
      <Container>
        <Content>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <HeroTitle>{title}</HeroTitle>
          {text && <HeroText>{text}</HeroText>}
          {children}
        </Content>
      </Container>
    </HeroRoot>
  );
}
