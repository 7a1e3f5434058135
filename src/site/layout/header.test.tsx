import { composeStories } from '@storybook/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import * as stories from './header.stories';

const { TopOfPage, Scrolled, MobileMenuOpen } = composeStories(stories);

/** Moves the page as a browser would: scrollY changes and a scroll event fires. */
const scrollPageTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
const scrollTo = (y: number) => act(() => scrollPageTo(y));

const header = () => screen.getByRole('banner');

describe('Header', () => {
  const jsdomScrollTo = window.scrollTo;

  beforeEach(() => {
    // jsdom does not scroll; the stories scroll the window, so do what a browser would.
    window.scrollTo = ((options: ScrollToOptions | number, y?: number) =>
      scrollPageTo(typeof options === 'number' ? (y ?? 0) : (options.top ?? 0))) as typeof window.scrollTo;
  });

  afterEach(() => {
    scrollTo(0);
    window.scrollTo = jsdomScrollTo;
  });

  it('links the logo home and lists the six pages in order', async () => {
    render(<TopOfPage />, { wrapper: ThemeProvider });
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    // jsdom has no media queries: the header is in its phone layout, links behind the menu.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Get Quote', '/get-quote'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
      ['Schedule a Pickup', '/app/login'],
    ]);
  });

  it('takes its scrolled look only once the page is scrolled past 80 px', () => {
    render(<TopOfPage />, { wrapper: ThemeProvider });
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(80);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(81);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    scrollTo(20);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('knows the page is already scrolled when it mounts further down', () => {
    render(<Scrolled />, { wrapper: ThemeProvider });
    expect(window.scrollY).toBe(400);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens and closes the menu on small screens with the toggle', async () => {
    const user = userEvent.setup();
    render(<TopOfPage />, { wrapper: ThemeProvider });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const nav = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(nav.tagName).toBe('NAV');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(nav).not.toBeVisible();
  });

  it('shows the page links under the bar in the mobile menu story', async () => {
    const { container } = render(<MobileMenuOpen />, { wrapper: ThemeProvider });
    // Storybook gives play its canvas queries and user-event; Testing Library's are the same API.
    const play = { canvasElement: container, canvas: within(container), userEvent: userEvent.setup() };
    await act(() => MobileMenuOpen.play!(play as unknown as Parameters<NonNullable<typeof MobileMenuOpen.play>>[0]));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeVisible();
    expect(nav).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(within(nav).getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Schedule a Pickup' })).toBeVisible();
  });

  it('closes the menu when a page link is followed', async () => {
    // jsdom cannot load another page: note where each followed link leads and stay on this one.
    const followed: string[] = [];
    const stayOnPage = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link) return;
      followed.push(link.getAttribute('href')!);
      event.preventDefault();
    };
    document.addEventListener('click', stayOnPage);
    try {
      const user = userEvent.setup();
      render(<TopOfPage />, { wrapper: ThemeProvider });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(screen.getByRole('link', { name: 'Pricing' }));
      expect(followed).toEqual(['/pricing']);
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    } finally {
      document.removeEventListener('click', stayOnPage);
    }
  });
});
