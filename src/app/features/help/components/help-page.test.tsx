import * as React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@/design-system/ThemeProvider';
import { HelpPage } from './help-page';

const TITLES = ['Introduction', 'Placing a booking', 'Making payment', 'Save address', 'Subscribing to a package'];
const ANCHORS = ['introduction', 'placing-a-booking', 'making-payment', 'save-address', 'subscribing-to-a-package'];

/** Puts each section's top at the given offset from the viewport top. */
function placeSections(tops: number[]) {
  ANCHORS.forEach((id, i) => {
    const section = document.getElementById(id)!;
    section.getBoundingClientRect = () => ({ top: tops[i] }) as DOMRect;
  });
}

/** The sticky side list: shown from desktop width, and jsdom applies no media query, so found by its label. */
const sideList = () => document.querySelector<HTMLElement>('nav[aria-label="Help sections"]')!;

const renderHelp = () =>
  render(
    <ThemeProvider>
      <HelpPage />
    </ThemeProvider>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.location.hash = '';
});

it('has the five sections with their anchors and a table of contents', () => {
  renderHelp();
  TITLES.forEach((title, i) => {
    expect(screen.getByRole('region', { name: title })).toHaveAttribute('id', ANCHORS[i]);
  });
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  expect(within(contents).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(ANCHORS.map((a) => `#${a}`));
});

it('highlights the last section whose top is at or above 60 px, at most every 200 ms', () => {
  renderHelp();
  const side = sideList();
  const current = () => side.querySelector('[aria-current="location"]')!.textContent;
  expect(current()).toBe('Introduction');

  placeSections([-900, -300, 60, 400, 900]);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(current()).toBe('Making payment');
  // The table of contents marks the same section.
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  expect(within(contents).getByRole('link', { current: 'location' })).toHaveTextContent('Making payment');

  placeSections([-1200, -600, -200, 61, 500]);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  // Throttled: the second scroll within 200 ms is applied at the end of the window.
  expect(current()).toBe('Making payment');
  act(() => {
    jest.advanceTimersByTime(200);
  });
  expect(current()).toBe('Making payment');
  placeSections([-1200, -600, -200, 10, 500]);
  act(() => {
    jest.advanceTimersByTime(200);
    window.dispatchEvent(new Event('scroll'));
  });
  expect(current()).toBe('Save address');
});

it('follows a jump to an anchor', () => {
  renderHelp();
  act(() => {
    jest.advanceTimersByTime(300);
    window.location.hash = '#subscribing-to-a-package';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  const side = sideList();
  expect(side.querySelector('[aria-current="location"]')!).toHaveTextContent('Subscribing to a package');
});

it('offers a WhatsApp chat naming the Help page when the business has a number, and none without one', () => {
  const { unmount } = render(
    <ThemeProvider>
      <HelpPage whatsapp="+233 24 290 1234" businessName="Adom Laundry" />
    </ThemeProvider>,
  );
  const chat = screen.getByRole('link', { name: 'Chat on WhatsApp' });
  expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
    "Hello Adom Laundry, I'm on the Help page of the app and I have a question.",
  );
  unmount();
  renderHelp();
  expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
});
