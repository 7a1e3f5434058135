import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import type { SiteFacts } from '@/site/site-facts';
import { readContent } from '@/site/testing/content';
import * as stories from './footer.stories';

const { Default } = composeStories(stories);

const facts = readContent<SiteFacts>('site');

describe('Footer', () => {
  beforeEach(() => render(<Default />, { wrapper: ThemeProvider }));

  it("shows the business's facts as content/site.yaml has them", () => {
    expect(Default.args.facts).toEqual(facts);
  });

  it('links the five pages', () => {
    const nav = screen.getByRole('navigation', { name: 'Company' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/services',
      '/pricing',
      '/privacy-policy',
      '/terms',
    ]);
  });

  it('shows both Accra addresses with a map page each, and the phone', () => {
    expect(screen.getByText('Nii Sai Rd, Accra')).toBeInTheDocument();
    expect(screen.getByText('Osu La Crescent, Accra')).toBeInTheDocument();
    const mapLinks = screen.getAllByRole('link', { name: /View on map/ });
    expect(mapLinks).toHaveLength(2);
    expect(mapLinks.map((link) => link.getAttribute('href'))).toEqual(facts.branches.map((branch) => branch.mapUrl));
    expect(screen.getByRole('link', { name: '+233 30 290 1234' })).toHaveAttribute('href', 'tel:+233302901234');
  });

  it('offers a WhatsApp chat with the number of content/site.yaml, naming the page it was opened from', () => {
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/233242901234');
    expect(url.searchParams.get('text')).toBe(`Hello Adom Laundry, I have a question (from https://adomlaundry.com.gh${window.location.pathname}).`);
  });

  it('lists the five social profiles', () => {
    const socials = within(screen.getByRole('list', { name: 'Social profiles' })).getAllByRole('link');
    expect(socials.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toHaveLength(5);
    for (const name of ['Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'TikTok']) {
      expect(screen.getByRole('img', { name: `Adom Laundry on ${name}` })).toBeInTheDocument();
    }
  });

  it("shows the branches' office hours, the ones the counters keep and the emails quote", () => {
    expect(screen.getByText('Mondays to Fridays')).toBeInTheDocument();
    expect(screen.getByText('7:00 AM - 7:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Saturdays')).toBeInTheDocument();
    expect(screen.getByText('8:00 AM - 6:00 PM')).toBeInTheDocument();
    expect(screen.queryByText(/6:30 PM/)).not.toBeInTheDocument();
  });

  it('ends with the 2023 copyright and what visiting the site means', () => {
    expect(screen.getByText(/© 2023 Adom Laundry & Dry Cleaning/)).toBeInTheDocument();
    const agreement = screen.getByText(/By visiting this site you agree to our/);
    expect(within(agreement).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(agreement).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });
});
