import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ThemeProvider } from '../../design-system/ThemeProvider';
import { Header } from './Header';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

const header = () => screen.getByRole('banner');

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('links the logo home and lists the six pages in order', async () => {
    render(<Header />, { wrapper: ThemeProvider });
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
    render(<Header />, { wrapper: ThemeProvider });
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(80);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(81);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    scrollTo(20);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('knows the page is already scrolled when it mounts further down', () => {
    scrollTo(400);
    render(<Header />, { wrapper: ThemeProvider });
    expect(header()).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens and closes the menu on small screens with the toggle', async () => {
    const user = userEvent.setup();
    render(<Header />, { wrapper: ThemeProvider });
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

  it('closes the menu when a page link is followed', async () => {
    const user = userEvent.setup();
    render(<Header />, { wrapper: ThemeProvider });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
