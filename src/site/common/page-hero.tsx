import * as React from 'react';
import styled from 'styled-components';
import { Container } from '@/design-system/Container/Container';

const HeroRoot = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.primarySoft};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[20]};
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
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &::after {
    bottom: -8rem;
    left: -6rem;
    width: 16rem;
    height: 16rem;
    background: ${({ theme }) => theme.colors.surface};
    opacity: 0.6;
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 44rem;
`;

export const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const HeroTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

export const HeroText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
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
