import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import type { StatusTone } from '@laundry-accra/domain/status-looks';
import { ThemeProvider } from '../ThemeProvider';
import { theme } from '../tokens';
import { toneColours } from './Badge.styles';
import * as stories from './Badge.stories';

const {
  Default,
  Playground,
  Unknown,
  SubscriptionInactive,
  PaymentPaid,
  PaymentUnpaid,
  AllBookingStatuses,
  AllPaymentStatuses,
} = composeStories(stories);

const badges = () => Array.from(document.querySelectorAll('[data-ui="badge"]'));

describe('Badge', () => {
  it('shows a pending booking as a yellow Pending pill', () => {
    render(<Default />, { wrapper: ThemeProvider });
    const badge = screen.getByText('Pending');
    expect(badge).toHaveAttribute('data-ui', 'badge');
    expect(badge).toHaveAttribute('data-tone', 'warning');
    expect(badge).toHaveStyle({
      backgroundColor: theme.colors.warningSoft,
      color: theme.colors.warning,
    });
  });

  it('labels every booking status in its colour', () => {
    render(<AllBookingStatuses />, { wrapper: ThemeProvider });
    expect(badges().map((b) => [b.textContent, b.getAttribute('data-tone')])).toEqual([
      ['Pending', 'warning'],
      ['Picked Up', 'primary'],
      ['Washing', 'primary'],
      ['Packaging', 'primary'],
      ['Ready for Pickup', 'success'],
      ['Ready for Delivery', 'success'],
      ['Completed', 'success'],
      ['Cancelled', 'danger'],
    ]);
  });

  it('reads an unknown status as a red Cancelled', () => {
    render(<Unknown />, { wrapper: ThemeProvider });
    expect(screen.getByText('Cancelled')).toHaveStyle({ color: theme.colors.danger });
  });

  it('shows the misspelt inactive subscription key as Inactive, and active in the primary colour', () => {
    const { unmount } = render(<SubscriptionInactive />, { wrapper: ThemeProvider });
    expect(screen.getByText('Inactive')).toHaveAttribute('data-tone', 'warning');
    unmount();
    render(<Playground status="active" kind="subscription" />, { wrapper: ThemeProvider });
    expect(screen.getByText('Active')).toHaveStyle({ color: theme.colors.primary });
  });

  it('uses the payment list for payments: paid green, unpaid greyed', () => {
    const { unmount } = render(<PaymentPaid />, { wrapper: ThemeProvider });
    expect(screen.getByText('Paid')).toHaveStyle({ color: theme.colors.success });
    unmount();
    render(<PaymentUnpaid />, { wrapper: ThemeProvider });
    expect(screen.getByText('Unpaid')).toHaveStyle({ color: theme.colors.inkMuted });
  });

  it('shows each payment status with its own label', () => {
    render(<AllPaymentStatuses />, { wrapper: ThemeProvider });
    expect(badges().map((b) => b.textContent)).toEqual(['Unpaid', 'Pending', 'Paid', 'Failed', 'Refunded', 'Refund failed', 'Refund due']);
  });
});

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('Badge contrast', () => {
  it.each<StatusTone>(['warning', 'success', 'primary', 'danger', 'neutral'])(
    'the %s label is readable on its background (WCAG AA, 4.5:1)',
    (tone) => {
      const { fg, bg } = toneColours(theme, tone);
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
