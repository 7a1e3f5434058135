import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { readContent } from '@/site/testing/content';
import type { HomeContent } from './home-content';
import { HomeHero } from './home-hero';

const { hero } = readContent<HomeContent>('home');

describe('HomeHero', () => {
  beforeEach(() => render(<HomeHero {...hero} image={null} />, { wrapper: ThemeProvider }));

  it("opens the home page with its promise as the page's heading", () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title);
    expect(screen.getByText(hero.eyebrow)).toBeInTheDocument();
    expect(screen.getByText(hero.text)).toBeInTheDocument();
  });

  it("sends 'Get Started' to sign up in the app", () => {
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/app/signup');
  });

  it("sends 'Get Quote' to the quote page", () => {
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
  });
});
