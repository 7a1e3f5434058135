import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { readContent } from '@/site/testing/content';
import type { HomeContent } from './home-content';
import { PartnerLogos } from './partner-logos';

const { partners } = readContent<HomeContent>('home');

/** The CSS styled-components wrote for the page (jsdom applies no media queries, so read the rules). */
const pageCss = () => Array.from(document.querySelectorAll('style')).map((style) => style.textContent).join('\n');

describe('PartnerLogos', () => {
  it('shows the four partner logos once to assistive technology', () => {
    render(<PartnerLogos title={partners.title} partners={partners.list} />, { wrapper: ThemeProvider });
    expect(partners.list).toHaveLength(4);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(partners.list.map((partner) => partner.name));
  });

  it('scrolls the strip, and stops it for visitors who prefer reduced motion', () => {
    render(<PartnerLogos title={partners.title} partners={partners.list} />, { wrapper: ThemeProvider });
    const css = pageCss().replace(/\s+/g, ' ');
    expect(css).toMatch(/animation: ?\w+ 30s linear infinite/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\) ?\{[^}]*animation: ?none/);
  });
});
