import * as React from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from '@/site/error/error-boundary';
import { useSiteInfo } from '@/site/site-facts';
import { Footer } from './footer';
import { Header } from './header';

/*
 * 1. The header is fixed: the page starts below its height (the top bar's, taller on large screens).
 */
const Main = styled.main`
  display: block;
  padding-top: ${({ theme }) => theme.sizes.topBar}; /* [1] */

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.lg} {
    padding-top: ${({ theme }) => theme.sizes.topBarTall}; /* [1] */
  }
`;

/*
 * 1. Off screen until focused with the keyboard, then it appears above the header.
 */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%); /* [1] */

  &:focus {
    transform: none;
  }
`;

/**
 * Hydrates its content after the rest of the page, in slices of a few milliseconds. React leaves a
 * Suspense boundary's server HTML in place and hydrates it at low priority, yielding to the
 * browser between components, so no single long task blocks a tap on a slow phone. A tap inside
 * before then hydrates that part at once and is replayed. Nothing here ever suspends: the
 * fallback is never shown.
 */
function HydrateInSlices({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/** Every public page: the skip link, the fixed header, the page (guarded by the error screen), the footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { facts, siteUrl } = useSiteInfo();
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <HydrateInSlices>
          <ErrorBoundary>{children}</ErrorBoundary>
        </HydrateInSlices>
      </Main>
      <HydrateInSlices>
        <Footer facts={facts} siteUrl={siteUrl} />
      </HydrateInSlices>
    </>
  );
}
