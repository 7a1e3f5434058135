import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Container } from '@/design-system/Container/Container';
import { paths } from '@/lib/paths';
import { Eyebrow, HeroText, HeroTitle } from '@/site/common/page-hero';
import { Picture } from '@/site/common/picture';

const HeroRoot = styled.section`
  overflow: hidden;
  padding: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Art = styled.div`
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export interface HomeHeroProps {
  eyebrow: string;
  title: string;
  text: string;
  /** The illustration (src/images/home/hero.webp), processed at build time. */
  image: IGatsbyImageData | null;
}

/** The alternative text of the home page's illustration. */
const HERO_ALT = 'A washing machine full of suds beside a freshly pressed shirt and a neat stack of folded laundry.';

/** The home page's opening: the promise, Get Started and Get Quote, and the illustration. */
export function HomeHero({ eyebrow, title, text, image }: HomeHeroProps) {
  return (
    <HeroRoot>
      <Container width="wide">
        <HeroGrid>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <HeroTitle>{title}</HeroTitle>
            <HeroText>{text}</HeroText>
            <Actions>
              {/* The sign-up screen is a small static page: Gatsby's link opens it without a page load. */}
              <Button as={Link} to={paths.app.signup} size="lg">
                Get Started
              </Button>
              <Button as={Link} to={paths.getQuote} size="lg" variant="secondary">
                Get Quote
              </Button>
            </Actions>
          </div>
          {image && (
            <Art>
              {/* The page's largest paint: fetched first, never lazily. */}
              <Picture image={image} alt={HERO_ALT} loading="eager" fetchPriority="high" />
            </Art>
          )}
        </HeroGrid>
      </Container>
    </HeroRoot>
  );
}
